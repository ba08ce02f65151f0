import { DEV_GOOGLE_JWKS_PATH, DEV_GOOGLE_SIGN_IN_PATH } from '@lumus/contract/auth/auth-paths';
import {
  devGoogleSignInRequestSchema,
  devGoogleSignInResponseSchema,
} from '@lumus/contract/auth/auth-config';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/http/define-call';
import type { DevGoogleStandIn } from './dev-google-stand-in';

/** Registered only when DEV_GOOGLE_SIGN_IN=true, which the config refuses in production. */
export function registerDevGoogleRoutes(
  app: FastifyInstance,
  deps: Readonly<{ standIn: DevGoogleStandIn; clock: () => Date }>,
): void {
  defineCall(app, {
    method: 'POST',
    url: DEV_GOOGLE_SIGN_IN_PATH,
    summary: 'Development: a Google-shaped id token for any e-mail address',
    input: devGoogleSignInRequestSchema,
    output: devGoogleSignInResponseSchema,
  }).handle(async (input) => ({
    status: 'success',
    data: { credential: await deps.standIn.signIn(input, deps.clock()) },
  }));

  app.get(DEV_GOOGLE_JWKS_PATH, { schema: { hide: true } }, async () => deps.standIn.publicJwks());
}
