import { pageRedirect } from './features/site/page-redirect';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createZodFastify } from './lib/http/zod-fastify';
import { registerRoutes, type RouteDeps } from './app/register-routes';
import { registerSignIn, type SignInConfig } from './app/register-sign-in';
import { registerConsultedListRoute } from './features/catalogue/consulted-list-routes';
import { registerPayments } from './features/payments/register-payments';
import { createWalletEvents } from './features/wallet/wallet-events';
import { registerWalletRoutes } from './features/wallet/wallet-routes';
import { registerCurrencyRoutes } from './features/currency/currency-routes';
import { registerChat } from './features/chat/register-chat';
import { registerCalls } from './features/calls/register-calls';
import { pageTransform, registerSeoRoutes } from './features/site/seo-routes';
import { renderLandingPages, serverRendererLoader } from './features/site/server-render';
import { registerAstroDayRoutes } from './features/astro-days/astro-day-routes';
import { registerBirthDetailRoutes } from './features/birth-details/birth-detail-routes';
import { registerMatchMakingRoutes } from './features/match-making/match-making-routes';
import { placeIndex } from './features/places/place-index';
import { registerAdmin } from './features/admin/register-admin';
import { registerEarnings } from './features/earnings/register-earnings';
import { registerUploadRoutes } from './features/uploads/upload-routes';
import { registerOnboarding } from './features/onboarding/register-onboarding';
import { registerPush } from './features/push/register-push';
import { registerLegalRoutes } from './features/legal/legal-routes';
import { invoiceSellerOf } from './features/invoices/invoice-seller';
import { registerInvoiceRoute } from './features/invoices/invoice-route';
import { registerMyDataRoutes } from './features/legal/my-data-routes';
import { registerWithdrawalWaiverRoutes } from './features/legal/withdrawal-waiver-routes';
import { registerSupport } from './features/support/register-support';
import { registerHelpRoutes } from './features/help/help-routes';
import type { Config } from './config';
import { BODY_LIMIT_BYTES, registerBodyParsers } from './lib/http/body-parsers';
import { registerErrorHandler } from './lib/http/error-handler';
import { registerOpenApi } from './lib/http/openapi';
import { generateRequestId, REQUEST_ID_HEADER } from './lib/http/request-id';
import { registerSecurityHeaders } from './lib/http/security-headers';
import { registerWebApp } from './lib/http/web-app';
import { SERVER_VERSION } from './lib/version';
import type { Agent } from 'node:https';

export type AppDeps = RouteDeps &
  Readonly<{
    config: Pick<
      Config,
      | 'trustProxy'
      | 'webDistDir'
      | 'publicUrl'
      | 'payments'
      | 'chat'
      | 'calls'
      | 'push'
      | 'payouts'
      | 'legal'
      | 'support'
    > &
      SignInConfig;
    /** Fastify's pino options; `false` keeps tests quiet. */
    logger: FastifyServerOptions['logger'];
    /** TLS agent for sending web push; tests trust their loopback push service with it. */
    pushAgent?: Agent;
  }>;

/** Builds the whole HTTP app from its dependencies without listening (tests use `inject`). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createZodFastify({
    logger: deps.logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: generateRequestId,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl });
  await registerBodyParsers(app);
  await registerOpenApi(app, SERVER_VERSION);
  const { db } = deps.database;
  const { auth } = registerSignIn(app, { db, clock: deps.clock, config: deps.config });
  registerRoutes(app, deps);
  registerConsultedListRoute(app, { db });
  registerWalletRoutes(app, { db, markets: deps.config.payments.markets });
  registerCurrencyRoutes(app, { db, markets: deps.config.payments.markets });
  const wallet = createWalletEvents({
    db,
    io: deps.realtime.io,
    onError: (error) => {
      app.log.error({ err: error }, 'reacting to a balance change failed');
    },
  });
  // Kept on each invoice as issued, so a later change of the operator's details rewrites none.
  const seller = invoiceSellerOf(deps.config.legal);
  registerBirthDetailRoutes(app, { db, clock: deps.clock, places: placeIndex });
  registerAstroDayRoutes(app, { db, clock: deps.clock, places: placeIndex });
  registerMatchMakingRoutes(app, { db });
  const gateways = await registerPayments(app, {
    db,
    clock: deps.clock,
    nodeEnv: deps.config.nodeEnv,
    publicUrl: deps.config.publicUrl,
    payments: deps.config.payments,
    wallet,
    seller,
  });
  registerChat(app, {
    db,
    io: deps.realtime.io,
    clock: deps.clock,
    config: deps.config.chat,
    auth,
    places: placeIndex,
    wallet,
    markets: deps.config.payments.markets,
    databaseKind: deps.database.kind,
  });
  registerCalls(app, {
    db,
    io: deps.realtime.io,
    clock: deps.clock,
    calls: deps.config.calls,
  });
  registerPush(app, {
    db,
    io: deps.realtime.io,
    clock: deps.clock,
    config: deps.config.push,
    agent: deps.pushAgent,
  });
  registerSupport(app, {
    db,
    io: deps.realtime.io,
    clock: deps.clock,
    wallet,
    config: deps.config.support,
  });
  registerHelpRoutes(app, { db, chat: deps.config.chat, payments: deps.config.payments });
  registerUploadRoutes(app, { db });
  registerOnboarding(app, { db, clock: deps.clock });
  registerEarnings(app, { db, clock: deps.clock, config: deps.config.payouts });
  registerAdmin(app, {
    db,
    io: deps.realtime.io,
    clock: deps.clock,
    gateways,
    wallet,
    seller,
    markets: deps.config.payments.markets,
    freeChatMinutesDefault: deps.config.chat.freeChatMinutes,
  });
  registerLegalRoutes(app, { legal: deps.config.legal });
  registerInvoiceRoute(app, { db, legal: deps.config.legal });
  registerWithdrawalWaiverRoutes(app, { db, clock: deps.clock });
  registerMyDataRoutes(app, { db, clock: deps.clock });
  registerSeoRoutes(app, { publicUrl: deps.config.publicUrl, db });
  const renderer = serverRendererLoader(deps.config.webDistDir, renderLandingPages(app));
  app.decorate('serverRenderer', renderer);
  await registerWebApp(app, deps.config.webDistDir, {
    transformIndex: pageTransform({
      publicUrl: deps.config.publicUrl,
      db,
      app,
      renderer,
      markets: deps.config.payments.markets,
    }),
    redirectOf: pageRedirect,
  });
  await app.ready();
  return app;
}
