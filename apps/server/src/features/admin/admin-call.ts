import type { FastifyInstance } from 'fastify';

/**
 * What the admin route files get. Their calls are the contract's `admin-calls.ts` descriptors
 * (auth `admin`, checked by `registerCall`).
 */
export type AdminRouteDeps = Readonly<{ app: FastifyInstance }>;
