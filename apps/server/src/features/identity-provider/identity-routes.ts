import { OTP_LENGTH_PROVIDER } from '@lumus/contract/constants';
import { IDENTITY_JWKS_PATH } from '@lumus/contract/auth/auth-paths';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { BuiltInProvider } from './built-in-provider';
import { identityAccounts } from './identity-provider-tables';
import { identityConfirmCall, identitySendCodeCall } from '@lumus/contract/auth/auth-calls';
import { registerCall } from '../../lib/http/register-call';

export type IdentityRoutesDeps = Readonly<{
  db: Database;
  clock: () => Date;
  provider: BuiltInProvider;
  /** Phone-code service of the auth feature, with the same limits as the 4-digit path. */
  sendCode: (phone: string, ip: string, length: number) => Promise<string>;
  confirmCode: (verificationId: string, code: string) => Promise<string>;
  phoneProblem: (phoneNumber: string) => string | undefined;
}>;

async function uidFor(db: Database, phoneNumber: string): Promise<string> {
  await db
    .insert(identityAccounts)
    .values({ uid: randomUUID(), phoneNumber })
    .onConflictDoNothing();
  const [account] = await db
    .select({ uid: identityAccounts.uid })
    .from(identityAccounts)
    .where(eq(identityAccounts.phoneNumber, phoneNumber));
  if (account === undefined) throw new Error('identity account vanished after insert');
  return account.uid;
}

/** The built-in provider's own calls; not registered when Firebase is the provider. */
export function registerIdentityRoutes(app: FastifyInstance, deps: IdentityRoutesDeps): void {
  registerCall(app, identitySendCodeCall, async ({ phoneNumber }, { request }) => {
    const problem = deps.phoneProblem(phoneNumber);
    if (problem !== undefined) throw new CallFailure(400, problem);
    const verificationId = await deps.sendCode(phoneNumber, request.ip, OTP_LENGTH_PROVIDER);
    return { status: 'success', data: { verificationId } };
  });

  registerCall(app, identityConfirmCall, async ({ verificationId, code }) => {
    const phoneNumber = await deps.confirmCode(verificationId, code);
    const uid = await uidFor(deps.db, phoneNumber);
    const idToken = await deps.provider.issueIdToken(uid, phoneNumber, deps.clock());
    return { status: 'success', data: { idToken, uid } };
  });

  app.get(IDENTITY_JWKS_PATH, { schema: { hide: true } }, async () => deps.provider.publicJwks());
}
