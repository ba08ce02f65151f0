import type { GoogleLoginRequest } from '@lumus/contract/auth/google-login';
import { type LoginResponse } from '@lumus/contract/auth/otp-login';
import { APP_VERSION, BUSINESS_ID } from '@lumus/contract/constants';
import { z } from 'zod';
import { api } from '../../../lib/api/api';
import { getAppId } from '../../../lib/device/app-id';
import { storedClickId } from '../../../lib/session/attribution';
import { currentTimeZone } from '../../../lib/session/browser-time-zone';
import { decodeJwtPayload } from '../../../lib/session/jwt';
import { devGoogleSignInCall, googleLoginCall } from '@lumus/contract/auth/auth-calls';

const googleClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

/**
 * `v2/login/user-email-mobile` with a Google id token (spec §3). Name, e-mail and picture are read
 * from the token for the request; the server verifies the token and trusts only its claims.
 */
export function googleLogin(credential: string): Promise<LoginResponse> {
  const claims = googleClaimsSchema.parse(decodeJwtPayload(credential));
  const request: GoogleLoginRequest = {
    appId: getAppId(),
    businessId: BUSINESS_ID,
    googleAuthToken: credential,
    googleId: claims.sub,
    captchaEnterPrise: '',
    userLoginMode: 'EMAIL',
    name: claims.name ?? '',
    email: claims.email,
    profile_pic: claims.picture ?? '',
    timeZone: encodeURIComponent(currentTimeZone()),
    appVersion: APP_VERSION,
    gcmId: '',
    fbclid: storedClickId(),
  };
  return api.call(googleLoginCall, request);
}

/** Development only: a Google-shaped credential from the server's stand-in. */
export async function devGoogleCredential(email: string, name: string): Promise<string> {
  const response = await api.call(devGoogleSignInCall, { email, name });
  return response.credential;
}
