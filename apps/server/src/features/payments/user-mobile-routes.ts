import { USER_MOBILE_PATH, userMobileResponseSchema } from '@lumus/contract/payments/user-mobile';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { type CallGuard, defineCall } from '../../lib/http/define-call';
import { signedInUser } from '../auth/request-user';
import { users } from '../users/users-tables';

/** `user/mobile/get`: payment forms prefill the number; only a verified number is ever stored. */
export function registerUserMobileRoutes(
  app: FastifyInstance,
  deps: Readonly<{ db: Database; auth: CallGuard }>,
): void {
  defineCall(app, {
    method: ['GET', 'POST'],
    url: USER_MOBILE_PATH,
    summary: "The signed-in user's verified mobile number",
    input: z.object({}),
    output: userMobileResponseSchema,
    auth: deps.auth,
  }).handle(async (_input, { request }) => {
    const [user] = await deps.db
      .select({ countryCode: users.countryCode, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, signedInUser(request).id));
    const countryCode = user?.countryCode ?? null;
    const mobile = user?.mobile ?? null;
    return { status: 'success', data: { countryCode, mobile, isVerified: mobile !== null } };
  });
}
