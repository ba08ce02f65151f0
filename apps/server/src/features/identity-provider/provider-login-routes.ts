import { IDENTITY_PROVIDER_LOGIN_PATH } from '@lumus/contract/auth/auth-paths';
import { identityProviderLoginRequestSchema } from '@lumus/contract/auth/identity-provider';
import { loginResponseSchema } from '@lumus/contract/auth/otp-login';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@lumus/contract/auth/otp-login';
import { CallFailure } from '../../lib/http/call-failure';
import { defineCall } from '../../lib/http/define-call';
import { verifyIdToken } from '../../lib/id-token/verify-id-token';
import type { IdentityProvider } from './identity-provider';

export const REASON_PHONE_MISMATCH = 'The verified phone number does not match this number.';
export const REASON_UID_MISMATCH = 'The verified account does not match uId.';

export type ProviderLoginDeps = Readonly<{
  clock: () => Date;
  provider: IdentityProvider;
  phoneProblem: (countryCode: string, mobile: string) => string | undefined;
  /** Logs the owner of the number in, exactly as the code path does. */
  loginByPhone: (
    phone: Readonly<{ countryCode: string; mobile: string; timeZone: string }>,
    hardwareId: string,
  ) => Promise<LoginResponse>;
}>;

export function registerProviderLoginRoutes(app: FastifyInstance, deps: ProviderLoginDeps): void {
  defineCall(app, {
    method: 'POST',
    url: IDENTITY_PROVIDER_LOGIN_PATH,
    summary: 'Sign in with an identity-provider id token for a phone number (spec §3)',
    input: identityProviderLoginRequestSchema,
    output: loginResponseSchema,
  }).handle(async (input) => {
    const problem = deps.phoneProblem(input.countryCode, input.mobile);
    if (problem !== undefined) throw new CallFailure(400, problem);
    const claims = await verifyIdToken(input.idToken, deps.provider.trusted, deps.clock());
    if (claims['phone_number'] !== `+${input.countryCode}${input.mobile}`) {
      throw new CallFailure(401, REASON_PHONE_MISMATCH);
    }
    if (claims.sub !== input.uId) throw new CallFailure(401, REASON_UID_MISMATCH);
    return deps.loginByPhone(
      { countryCode: input.countryCode, mobile: input.mobile, timeZone: input.timeZone },
      input.hardwareId,
    );
  });
}
