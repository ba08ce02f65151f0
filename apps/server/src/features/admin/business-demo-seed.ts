import type { SeedStep } from '../seed/seed-step';
import { paymentLogs } from '../payments/payment-tables';
import { users } from '../users/users-tables';
import { walletEntries, wallets } from '../wallet/wallet-tables';

const DAY_MS = 86_400_000;
const PACKS = [10_000, 20_000, 50_000, 100_000] as const;
const USERS = 14;

/**
 * Customers for the operator dashboard (decision 041): accounts created over the last four
 * weeks, successful test top-ups (some repeat, one failed) with their wallet entries and balances
 * kept consistent, and one refund, so `npm start` shows figures and bars
 * that are not all zero. The sessions and earnings come from the earnings demo step.
 */
export const businessDemoSeed: SeedStep = {
  id: 'admin/demo-business@1',
  demo: true,
  run: async (tx) => {
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    for (let index = 0; index < USERS; index += 1) {
      const daysAgo = (index * 2) % 27;
      const createdAt = new Date(today - daysAgo * DAY_MS + (8 + (index % 10)) * 3_600_000);
      const [user] = await tx
        .insert(users)
        .values({
          name: `Demo Customer ${index + 1}`,
          countryCode: '91',
          mobile: `90000${String(10_000 + index).slice(-5)}`,
          timeZone: 'Asia/Kolkata',
          registeredAt: createdAt,
          createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user === undefined) continue;
      // Most pay on their first day, some again later; every fifth never pays.
      if (index % 5 === 4) continue;
      const payDays = index % 3 === 0 ? [daysAgo, Math.max(0, daysAgo - 3)] : [daysAgo];
      let balance = 0;
      for (const [n, day] of payDays.entries()) {
        const amount = PACKS[(index + n) % PACKS.length] ?? PACKS[0];
        const tax = Math.round(amount * 0.18);
        const at = new Date(createdAt.getTime() + (daysAgo - day) * DAY_MS + 600_000);
        const [log] = await tx
          .insert(paymentLogs)
          .values({
            userId: user.id,
            amountMinor: amount,
            bonusMinor: 0,
            taxMinor: tax,
            totalMinor: amount + tax,
            taxBasisPoints: 1800,
            method: 'test',
            status: 'success',
            createdAt: at,
            updatedAt: at,
            completedAt: at,
          })
          .returning({ id: paymentLogs.id });
        if (log === undefined) continue;
        balance += amount;
        await tx.insert(walletEntries).values({
          userId: user.id,
          kind: 'recharge',
          amountMinor: amount,
          balanceAfter: balance,
          referenceType: 'payment_log',
          referenceId: String(log.id),
          idempotencyKey: `demo-business:recharge:${log.id}`,
          createdAt: at,
        });
      }
      if (index === 3) {
        await tx.insert(paymentLogs).values({
          userId: user.id,
          amountMinor: 20_000,
          bonusMinor: 0,
          taxMinor: 3_600,
          totalMinor: 23_600,
          taxBasisPoints: 1800,
          method: 'test',
          status: 'failed',
          failureReason: 'Declined on the test gateway page',
          createdAt,
          updatedAt: createdAt,
        });
      }
      if (index === 1) {
        balance += 5_000;
        await tx.insert(walletEntries).values({
          userId: user.id,
          kind: 'refund',
          amountMinor: 5_000,
          balanceAfter: balance,
          referenceType: 'demo',
          referenceId: 'goodwill',
          idempotencyKey: `demo-business:refund:${user.id}`,
          createdAt: new Date(createdAt.getTime() + 3_600_000),
        });
      }
      await tx.insert(wallets).values({ userId: user.id, balanceMinor: balance });
    }
  },
};
