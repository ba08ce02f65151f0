import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../lib/db/database';
import { paymentLogs } from '../payment-tables';
import type { InvoiceSeller } from '../../invoices/invoice-seller';
import type { WalletEvents } from '../../wallet/wallet-events';
import { settlePayment } from '../settle-payment';
import type { PaymentGateway } from './payment-gateway';
import { renderTestGatewayMissing, renderTestGatewayPage } from './test-gateway-page';
import { safeReturnPath, TEST_GATEWAY_PATH } from './test-gateway';

const paramsSchema = z.object({ token: z.string().regex(/^[\w-]{16,64}$/) });
const decisionSchema = z.object({
  decision: z.enum(['approve', 'decline']),
  return: z.string().max(500).optional(),
});

export type TestGatewayRouteDeps = Readonly<{
  db: Database;
  clock: () => Date;
  gateway: PaymentGateway;
  wallet: WalletEvents;
  /** Who issues the invoice of a payment this route settles. */
  seller: InvoiceSeller;
}>;

async function findByToken(db: Database, token: string) {
  const [log] = await db
    .select()
    .from(paymentLogs)
    .where(and(eq(paymentLogs.gatewayRef, token), eq(paymentLogs.method, 'test')));
  return log;
}

/**
 * The TEST payment page and its Approve/Decline form. Registered only outside production, so in
 * production these paths do not exist at all.
 */
export function registerTestGatewayRoutes(app: FastifyInstance, deps: TestGatewayRouteDeps): void {
  app.get(`${TEST_GATEWAY_PATH}/:token`, { schema: { hide: true } }, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const log = params.success ? await findByToken(deps.db, params.data.token) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (log === undefined || !params.success)
      return reply.code(404).send(renderTestGatewayMissing());
    const query = z.object({ return: z.string().optional() }).safeParse(request.query);
    const returnPath = safeReturnPath(query.success ? query.data.return : undefined) ?? '/';
    const action = `${TEST_GATEWAY_PATH}/${params.data.token}`;
    return reply.send(renderTestGatewayPage(log, action, returnPath));
  });

  app.post(`${TEST_GATEWAY_PATH}/:token`, { schema: { hide: true } }, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const body = decisionSchema.safeParse(request.body);
    const log = params.success ? await findByToken(deps.db, params.data.token) : undefined;
    if (log === undefined || !params.success || !body.success) {
      return reply.code(404).type('text/html; charset=utf-8').send(renderTestGatewayMissing());
    }
    // The first decision is the gateway's result for good; a second click changes nothing.
    await deps.db
      .update(paymentLogs)
      .set({
        gatewayDecision: body.data.decision === 'approve' ? 'approved' : 'declined',
        updatedAt: deps.clock(),
      })
      .where(and(eq(paymentLogs.id, log.id), isNull(paymentLogs.gatewayDecision)));
    const [decided] = await deps.db.select().from(paymentLogs).where(eq(paymentLogs.id, log.id));
    if (decided !== undefined) {
      await settlePayment(deps, decided.id, await deps.gateway.verify(decided), deps.clock());
    }
    const returnPath = safeReturnPath(body.data.return) ?? '/';
    return reply.redirect(returnPath, 303);
  });
}
