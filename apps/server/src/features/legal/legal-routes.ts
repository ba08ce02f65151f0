import { legalDetailsCall } from '@lumus/contract/site/legal-details';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/http/register-call';
import type { LegalConfig } from './legal-env';

/** The operator details of the Impressum, privacy policy and contact page, from configuration. */
export function registerLegalRoutes(app: FastifyInstance, deps: { legal: LegalConfig }): void {
  registerCall(app, legalDetailsCall, () => Promise.resolve(deps.legal));
}
