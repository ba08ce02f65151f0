import { type AuthConfigResponse } from '@lumus/contract/auth/auth-config';
import type { FastifyInstance } from 'fastify';
import { authConfigCall } from '@lumus/contract/auth/auth-calls';
import { registerCall } from '../../lib/http/register-call';

/** What the sign-in screens need to know about the configured providers. */
export function registerAuthConfigRoutes(
  app: FastifyInstance,
  config: AuthConfigResponse['data'],
): void {
  registerCall(app, authConfigCall, () => Promise.resolve(config));
}
