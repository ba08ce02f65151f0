import { consultedListCall } from '@lumus/contract/catalogue/consulted-list';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { listConsulted } from './consultations';
import { registerCall } from '../../lib/http/register-call';

export type ConsultedListDeps = Readonly<{
  db: Database;
}>;

/** Spec §7 `order/history/get/consultant/list/v2`: consultants the signed-in user talked to. */
export function registerConsultedListRoute(app: FastifyInstance, deps: ConsultedListDeps): void {
  registerCall(app, consultedListCall, (_input, { user }) => listConsulted(deps.db, user.id));
}
