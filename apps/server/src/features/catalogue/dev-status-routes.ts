import { devConsultantStatusCall } from '@lumus/contract/catalogue/dev-status';
import type { FastifyInstance } from 'fastify';
import { setConsultantStatus, type StatusDeps } from './consultant-status';
import { startPresenceSimulator } from './presence-simulator';
import { registerCall } from '../../lib/http/register-call';

/**
 * Development and test only: lets e2e tests and demos change a status the way the console will.
 * The caller registers it only outside production; without it the path is a plain 404.
 */
export function registerDevStatusRoute(app: FastifyInstance, deps: StatusDeps): void {
  registerCall(
    app,
    devConsultantStatusCall,
    async ({ id, slug, status }) => await setConsultantStatus(deps, { id, slug }, status),
  );
}

/** Everything development-only of the catalogue; the caller skips it in production. */
export function registerCatalogueDevTools(
  app: FastifyInstance,
  deps: StatusDeps & { demoPresence: boolean },
): void {
  registerDevStatusRoute(app, deps);
  if (!deps.demoPresence) return;
  const stop = startPresenceSimulator({
    ...deps,
    onError: (error) => {
      app.log.warn({ err: error }, 'presence simulator failed');
    },
  });
  app.addHook('onClose', (_instance, done) => {
    stop();
    done();
  });
}
