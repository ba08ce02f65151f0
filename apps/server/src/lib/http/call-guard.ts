import type { FastifyRequest } from 'fastify';

/** Runs before a handler; throws a `CallFailure` (usually 401) to refuse the call. */
export type CallGuard = (request: FastifyRequest) => Promise<void> | void;
