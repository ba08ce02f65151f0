import {
  IP_LOOKUP_PATH,
  ipLookupInputSchema,
  ipLookupResponseSchema,
} from '@lumus/contract/site/ip-lookup';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/http/define-call';

/**
 * The caller's address. Fastify's `request.ip` is the socket's peer, or, only with
 * `TRUST_PROXY=true`, the client named in `X-Forwarded-For`: without a trusted proxy a caller must
 * not be able to claim any address it likes.
 */
export function registerIpLookupRoutes(app: FastifyInstance): void {
  defineCall(app, {
    method: 'GET',
    url: IP_LOOKUP_PATH,
    summary: "The caller's IP address as this server sees it",
    input: ipLookupInputSchema,
    output: ipLookupResponseSchema,
  }).handle((_input, { request, reply }) => {
    void reply.header('cache-control', 'no-store');
    return Promise.resolve({ status: 'success', data: { ip: request.ip } });
  });
}
