import { consultedListCall } from '@lumus/contract/catalogue/consulted-list';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { type CallGuard } from '../../lib/http/define-call';
import { listConsulted } from './consultations';
import { registerCall } from '../../lib/http/register-call';

export type ConsultedListDeps = Readonly<{
  db: Database;
  /** The auth feature's guard; it rejects the call unless a valid session is sent. */
  auth: CallGuard;
  /** The signed-in user's id, read after the guard accepted the call. */
}>;

/** Spec §7 `order/history/get/consultant/list/v2`: consultants the signed-in user talked to. */
export function registerConsultedListRoute(app: FastifyInstance, deps: ConsultedListDeps): void {
  registerCall(app, consultedListCall, (_input, { user }) => listConsulted(deps.db, user.id));
}
