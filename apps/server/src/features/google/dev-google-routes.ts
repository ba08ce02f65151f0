import { DEV_GOOGLE_JWKS_PATH } from '@lumus/contract/auth/auth-paths';
import type { FastifyInstance } from 'fastify';
import type { DevGoogleStandIn } from './dev-google-stand-in';
import { devGoogleSignInCall } from '@lumus/contract/auth/auth-calls';
import { registerCall } from '../../lib/http/register-call';

/** Registered only when DEV_GOOGLE_SIGN_IN=true, which the config refuses in production. */
export function registerDevGoogleRoutes(
  app: FastifyInstance,
  deps: Readonly<{ standIn: DevGoogleStandIn; clock: () => Date }>,
): void {
  registerCall(app, devGoogleSignInCall, async (input) => ({
    credential: await deps.standIn.signIn(input, deps.clock()),
  }));

  app.get(DEV_GOOGLE_JWKS_PATH, { schema: { hide: true } }, async () => deps.standIn.publicJwks());
}
