import {
  CONSULTED_LIST_PATH,
  consultedListInputSchema,
  consultedListResponseSchema,
} from '@lumus/contract/catalogue/consulted-list';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../lib/db/database';
import { defineCall, type CallGuard } from '../../lib/http/define-call';
import { listConsulted } from './consultations';

export type ConsultedListDeps = Readonly<{
  db: Database;
  /** The auth feature's guard; it rejects the call unless a valid session is sent. */
  auth: CallGuard;
  /** The signed-in user's id, read after the guard accepted the call. */
  userIdOf: (request: FastifyRequest) => number;
}>;

/** Spec §7 `order/history/get/consultant/list/v2`: consultants the signed-in user talked to. */
export function registerConsultedListRoute(app: FastifyInstance, deps: ConsultedListDeps): void {
  defineCall(app, {
    method: ['GET', 'POST'],
    url: CONSULTED_LIST_PATH,
    summary: 'Consultants the signed-in user has talked to, most recent first',
    input: consultedListInputSchema,
    output: consultedListResponseSchema,
    auth: deps.auth,
  }).handle(async (_input, { request }) => ({
    status: 'success',
    data: await listConsulted(deps.db, deps.userIdOf(request)),
  }));
}
