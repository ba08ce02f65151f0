import { userMobileCall } from '@lumus/contract/payments/user-mobile';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { users } from '../users/users-tables';
import { registerCall } from '../../lib/http/register-call';

/** `user/mobile/get`: payment forms prefill the number; only a verified number is ever stored. */
export function registerUserMobileRoutes(
  app: FastifyInstance,
  deps: Readonly<{ db: Database }>,
): void {
  registerCall(app, userMobileCall, async (_input, { user }) => {
    const [row] = await deps.db
      .select({ countryCode: users.countryCode, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, user.id));
    const countryCode = row?.countryCode ?? null;
    const mobile = row?.mobile ?? null;
    return { countryCode, mobile, isVerified: mobile !== null };
  });
}
