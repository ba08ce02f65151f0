import { ipLookupCall } from '@lumus/contract/site/ip-lookup';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/http/register-call';

/**
 * The caller's address. Fastify's `request.ip` is the socket's peer, or, only with
 * `TRUST_PROXY=true`, the client named in `X-Forwarded-For`: without a trusted proxy a caller must
 * not be able to claim any address it likes.
 */
export function registerIpLookupRoutes(app: FastifyInstance): void {
  registerCall(app, ipLookupCall, (_input, { request, reply }) => {
    void reply.header('cache-control', 'no-store');
    return Promise.resolve({ ip: request.ip });
  });
}
