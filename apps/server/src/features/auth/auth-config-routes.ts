import { AUTH_CONFIG_PATH } from '@lumus/contract/auth/auth-paths';
import {
  type AuthConfigResponse,
  authConfigResponseSchema,
} from '@lumus/contract/auth/auth-config';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall } from '../../lib/http/define-call';

/** What the sign-in screens need to know about the configured providers. */
export function registerAuthConfigRoutes(
  app: FastifyInstance,
  config: AuthConfigResponse['data'],
): void {
  defineCall(app, {
    method: 'GET',
    url: AUTH_CONFIG_PATH,
    summary: 'Sign-in providers: Google client id, development stand-in, Firebase web config',
    input: z.object({}),
    output: authConfigResponseSchema,
  }).handle(() => Promise.resolve({ status: 'success', data: config }));
}
