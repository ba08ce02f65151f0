import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@lumus/contract/auth/otp-login';
import { CallFailure } from '../../lib/http/call-failure';
import { verifyIdToken } from '../../lib/id-token/verify-id-token';
import type { IdentityProvider } from './identity-provider';
import { identityProviderLoginCall } from '@lumus/contract/auth/auth-calls';
import { registerCall } from '../../lib/http/register-call';

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
  registerCall(app, identityProviderLoginCall, async (input) => {
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
