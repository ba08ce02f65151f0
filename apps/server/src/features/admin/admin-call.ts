import type { FastifyInstance } from 'fastify';
import type { CallGuard } from '../../lib/http/define-call';

/**
 * What the admin route files get. Their calls are the contract's `admin-calls.ts` descriptors
 * (auth `admin`, checked by `registerCall`); `guard` is the same check for anything else.
 */
export type AdminRouteDeps = Readonly<{ app: FastifyInstance; guard: CallGuard }>;
