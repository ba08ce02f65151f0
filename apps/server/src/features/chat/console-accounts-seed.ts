import { asc, eq, isNull } from 'drizzle-orm';
import { consultants } from '../catalogue/catalogue-tables';
import type { SeedStep } from '../seed/seed-step';
import { users } from '../users/users-tables';

/** How many demo psychics get a console account; the README lists their numbers. */
export const CONSOLE_DEMO_ACCOUNTS = 5;

/** +91 98765 000NN for the n-th demo psychic (by id), n from 1. */
export function consoleDemoMobile(n: number): string {
  return `98765000${String(n).padStart(2, '0')}`;
}

/**
 * Links the first demo psychics to consultant accounts with known numbers, so the console can be
 * tried by signing in with a phone code (in development the code is in the outbox and the log).
 * Runs after the catalogue's seed; a psychic already linked is left alone.
 */
export const consoleAccountsSeed: SeedStep = {
  id: 'chat/console-demo-accounts@1',
  demo: true,
  run: async (tx) => {
    const unlinked = await tx
      .select({ id: consultants.id, displayName: consultants.displayName })
      .from(consultants)
      .where(isNull(consultants.userId))
      .orderBy(asc(consultants.id))
      .limit(CONSOLE_DEMO_ACCOUNTS);
    for (const [index, consultant] of unlinked.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          name: consultant.displayName,
          countryCode: '91',
          mobile: consoleDemoMobile(index + 1),
          timeZone: 'Asia/Kolkata',
          role: 'consultant',
          registeredAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user === undefined) continue;
      await tx
        .update(consultants)
        .set({ userId: user.id })
        .where(eq(consultants.id, consultant.id));
    }
  },
};
