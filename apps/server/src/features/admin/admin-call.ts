import {
  ADMIN_CALL_METHODS,
  ADMIN_PATHS,
  type AdminPathKey,
} from '@lumus/contract/admin/admin-paths';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type CallHandler, defineCall } from '../../lib/http/define-call';
import type { CallGuard } from '../../lib/http/define-call';

export type AdminRouteDeps = Readonly<{ app: FastifyInstance; guard: CallGuard }>;

/**
 * Declares one admin call by its key in the contract's list: path and method come from there and
 * the admin guard is always on, so no admin route can be registered without it.
 */
export function adminCall<Input extends z.ZodObject, Output extends z.ZodType>(
  deps: AdminRouteDeps,
  key: AdminPathKey,
  call: Readonly<{ summary: string; input: Input; output: Output }>,
): { handle: (handler: CallHandler<Input, Output>) => void } {
  return defineCall(deps.app, {
    ...call,
    method: ADMIN_CALL_METHODS[key],
    url: ADMIN_PATHS[key],
    auth: deps.guard,
  });
}
