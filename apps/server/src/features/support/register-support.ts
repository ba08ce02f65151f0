import type { FastifyInstance } from 'fastify';
import { registerSupportAdminRoutes } from './support-admin-routes';
import type { SupportDeps } from './support-deps';
import { joinStaffRoom } from './support-notify';
import { registerSupportRoutes } from './support-routes';

/** Support conversations with the Lumus team (issue 24); call after the chat feature (sockets). */
export function registerSupport(app: FastifyInstance, deps: SupportDeps): void {
  registerSupportRoutes(app, deps);
  registerSupportAdminRoutes(app, deps);
  joinStaffRoom(deps.io, deps.db);
}
