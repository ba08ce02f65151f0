import { type LoginResponse } from '@lumus/contract/auth/otp-login';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { type IdTokenIssuer, verifyIdToken } from '../../lib/id-token/verify-id-token';
import type { GoogleIdentity } from '../users/find-or-create-user';
import { issuerFor } from './google-issuers';
import { googleLoginCall } from '@lumus/contract/auth/auth-calls';
import { registerCall } from '../../lib/http/register-call';

export const REASON_EMAIL_UNVERIFIED = 'This Google account has no verified e-mail address.';
export const REASON_EMAIL_MISMATCH = 'The Google token belongs to another e-mail address.';

export type GoogleLoginDeps = Readonly<{
  clock: () => Date;
  /** Real Google (with GOOGLE_CLIENT_ID) and/or the development stand-in. */
  trusted: readonly IdTokenIssuer[];
  loginByGoogle: (identity: GoogleIdentity) => Promise<LoginResponse>;
}>;

export function registerGoogleLoginRoutes(app: FastifyInstance, deps: GoogleLoginDeps): void {
  registerCall(app, googleLoginCall, async (input) => {
    const trusted = issuerFor(input.googleAuthToken, deps.trusted);
    const claims = await verifyIdToken(input.googleAuthToken, trusted, deps.clock());
    const email = typeof claims['email'] === 'string' ? claims['email'].toLowerCase() : '';
    if (email === '' || claims['email_verified'] !== true) {
      throw new CallFailure(401, REASON_EMAIL_UNVERIFIED);
    }
    if (email !== input.email.toLowerCase()) throw new CallFailure(401, REASON_EMAIL_MISMATCH);
    const name = typeof claims['name'] === 'string' ? claims['name'] : input.name;
    const picture = typeof claims['picture'] === 'string' ? claims['picture'] : input.profile_pic;
    // The token is the truth; the request's googleId, name and picture are only the client's copy.
    return deps.loginByGoogle({
      googleId: claims.sub,
      email,
      name: name.trim().slice(0, 120),
      picture: picture.slice(0, 2048),
      timeZone: input.timeZone,
    });
  });
}
