import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerAuthConfigRoutes } from '../features/auth/auth-config-routes';
import { createAuthGuard, decorateSignIn } from '../features/auth/auth-guard';
import { completeLogin } from '../features/auth/complete-login';
import { DEVICE_DATA, registerGuestRoutes } from '../features/auth/guest-routes';
import { registerLogoutRoutes } from '../features/auth/logout-routes';
import { registerOtpLoginRoutes } from '../features/auth/otp-login-routes';
import { checkPhoneCode, issuePhoneCode, type PhoneCodeDeps } from '../features/auth/phone-codes';
import { e164Problem, phoneNumberProblem } from '../features/auth/phone-number';
import type { SessionDeps } from '../features/auth/sessions';
import {
  createDevGoogleStandIn,
  DEV_GOOGLE_AUDIENCE,
} from '../features/google/dev-google-stand-in';
import { registerDevGoogleRoutes } from '../features/google/dev-google-routes';
import { googleIssuer } from '../features/google/google-issuers';
import { registerGoogleLoginRoutes } from '../features/google/google-login-routes';
import { createBuiltInProvider } from '../features/identity-provider/built-in-provider';
import { createFirebaseProvider } from '../features/identity-provider/firebase-provider';
import { registerIdentityRoutes } from '../features/identity-provider/identity-routes';
import { registerProviderLoginRoutes } from '../features/identity-provider/provider-login-routes';
import { createSignInKeys } from '../features/server-keys/sign-in-keys';
import { createSmsProvider } from '../features/sms/create-sms-provider';
import { registerOutboxRoutes } from '../features/sms/outbox-routes';
import {
  findOrCreateUserByGoogle,
  findOrCreateUserByPhone,
} from '../features/users/find-or-create-user';
import { registerProfileRoutes } from '../features/users/profile-routes';
import type { CallGuard } from '../lib/http/call-guard';
import type { IdTokenIssuer } from '../lib/id-token/verify-id-token';
import type { Database } from '../lib/db/database';

export type SignInConfig = Pick<Config, 'nodeEnv' | 'port' | 'publicUrl' | 'auth' | 'sms'>;

export type SignInDeps = Readonly<{
  db: Database;
  clock: () => Date;
  config: SignInConfig;
}>;

/** Where our own tokens say they come from: the public URL, or this machine's port. */
function publicBase(config: SignInConfig): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

/** Guest, phone code, identity provider, Google, sessions, profile and the dev helpers. */
/** Returns the auth guard, for every other feature's `auth:` option. */
export function registerSignIn(app: FastifyInstance, deps: SignInDeps): { auth: CallGuard } {
  const { db, clock, config } = deps;
  const production = config.nodeEnv === 'production';
  const keys = createSignInKeys(db, config.auth.jwtSecret);
  const sms = createSmsProvider(config.sms, { db, log: app.log, clock });
  const codes: PhoneCodeDeps = {
    db,
    clock,
    sms,
    hashKey: keys.codeHashKey,
    sendsPerNumberPerHour: config.auth.otpSendsPerNumberPerHour,
    sendsPerIpPerHour: config.auth.otpSendsPerIpPerHour,
  };
  const sessions: SessionDeps = { db, clock, jwtKey: keys.jwtKey, ttlDays: config.auth.jwtTtlDays };
  const auth = createAuthGuard({ db, clock, jwtKey: keys.jwtKey });
  decorateSignIn(app, auth);

  const base = publicBase(config);
  const firebase = config.auth.firebase;
  const builtIn = createBuiltInProvider(keys.identityKeyPair, `${base}/identity`);
  const identityProvider = firebase === undefined ? builtIn : createFirebaseProvider(firebase);
  const standIn =
    config.auth.devGoogleSignIn && !production
      ? createDevGoogleStandIn(
          keys.devGoogleKeyPair,
          `${base}/dev/google`,
          config.auth.googleClientId ?? DEV_GOOGLE_AUDIENCE,
        )
      : undefined;
  const googleTrusted: IdTokenIssuer[] = [];
  if (config.auth.googleClientId !== undefined) {
    googleTrusted.push(googleIssuer(config.auth.googleClientId));
  }
  if (standIn !== undefined) googleTrusted.push(standIn.trusted);

  registerGuestRoutes(app, { db, clock });
  registerOtpLoginRoutes(app, {
    codes,
    sessions,
    twilioForeignActive: config.auth.twilioForeignActive,
  });
  registerLogoutRoutes(app, { sessions });
  registerAuthConfigRoutes(app, {
    googleClientId: config.auth.googleClientId ?? null,
    devGoogleSignIn: standIn !== undefined,
    firebase: identityProvider.firebase,
  });
  registerProfileRoutes(app, { db, clock, deviceData: DEVICE_DATA });

  if (identityProvider.kind === 'built-in') {
    registerIdentityRoutes(app, {
      db,
      clock,
      provider: builtIn,
      phoneProblem: e164Problem,
      sendCode: (phone, ip, length) =>
        issuePhoneCode(codes, {
          purpose: 'identity',
          phone,
          ip,
          length,
          text: (code) => `${code} is your Lumus verification code. It expires in 10 minutes.`,
        }),
      confirmCode: (verificationId, code) =>
        checkPhoneCode(codes, {
          token: verificationId,
          purpose: 'identity',
          phone: undefined,
          code,
        }),
    });
  }
  registerProviderLoginRoutes(app, {
    clock,
    provider: identityProvider,
    phoneProblem: phoneNumberProblem,
    loginByPhone: async (phone, hardwareId) =>
      completeLogin(
        sessions,
        await findOrCreateUserByPhone(db, phone),
        'identity-provider',
        hardwareId,
      ),
  });

  registerGoogleLoginRoutes(app, {
    clock,
    trusted: googleTrusted,
    loginByGoogle: async (identity) => {
      const user = await findOrCreateUserByGoogle(db, identity);
      const noNumber = user.mobile === null;
      return completeLogin(sessions, user, 'google', '', {
        isToTakeVerifiedNo: noNumber,
        isToTakeVerifiedNoFirebase: noNumber && identityProvider.kind === 'firebase',
      });
    },
  });
  if (standIn !== undefined) registerDevGoogleRoutes(app, { standIn, clock });

  // Development helpers never exist in production, whatever else is configured.
  if (!production) registerOutboxRoutes(app, { db });
  return { auth };
}
