import {
  adminPaymentIdInputSchema,
  adminPaymentResponseSchema,
  adminPaymentsInputSchema,
  adminPaymentsResponseSchema,
  adminRecheckResponseSchema,
} from '@lumus/contract/admin/admin-payments';
import type { Database } from '../../lib/db/database';
import { signedInUser } from '../auth/request-user';
import type { PaymentGateway } from '../payments/gateways/payment-gateway';
import { findPaymentLog } from '../payments/payment-logs';
import { settlePayment } from '../payments/settle-payment';
import { adminCall, type AdminRouteDeps } from './admin-call';
import { ledgerFor } from './admin-ledger';
import type { WalletEvents } from '../wallet/wallet-events';
import { findAdminPayment, listAdminPayments } from './admin-payments';
import { recordAudit } from './audit-log';

export function registerAdminPaymentRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{
    db: Database;
    clock: () => Date;
    gateways: readonly PaymentGateway[];
    wallet: WalletEvents;
  }>,
): void {
  const { db } = deps;

  adminCall(route, 'paymentsList', {
    summary: 'Admin: payment logs by user, status, method and date (UTC days), newest first',
    input: adminPaymentsInputSchema,
    output: adminPaymentsResponseSchema,
  }).handle(async (input) => {
    const page = await listAdminPayments(db, input);
    return { status: 'success', data: { ...page, page: input.page, pageSize: input.pageSize } };
  });

  adminCall(route, 'paymentGet', {
    summary: 'Admin: one payment with the gateway result and its ledger entries',
    input: adminPaymentIdInputSchema,
    output: adminPaymentResponseSchema,
  }).handle(async ({ id }) => ({
    status: 'success',
    data: {
      payment: await findAdminPayment(db, id),
      ledger: await ledgerFor(db, 'payment_log', id),
    },
  }));

  adminCall(route, 'paymentRecheck', {
    summary: 'Admin: asks the gateway again how a payment ended and settles it (credits once)',
    input: adminPaymentIdInputSchema,
    output: adminRecheckResponseSchema,
  }).handle(async ({ id }, { request }) => {
    const before = await findAdminPayment(db, id);
    const log = await findPaymentLog(db, id);
    const gateway = deps.gateways.find((candidate) => candidate.method === before.method);
    let verdict: 'paid' | 'failed' | 'pending' | 'no_gateway' = 'no_gateway';
    let verdictReason: string | null = null;
    if (log !== undefined && log.gatewayRef !== null && gateway !== undefined) {
      const answer = await gateway.verify(log);
      verdict = answer.outcome;
      verdictReason = answer.outcome === 'failed' ? answer.reason : null;
      await settlePayment(deps, id, answer, deps.clock());
    }
    const after = await findAdminPayment(db, id);
    await recordAudit(db, {
      adminUserId: signedInUser(request).id,
      action: 'payment.recheck',
      targetType: 'payment_log',
      targetId: id,
      before,
      after: { ...after, verdict, verdictReason },
    });
    return {
      status: 'success',
      data: {
        payment: after,
        ledger: await ledgerFor(db, 'payment_log', id),
        verdict,
        verdictReason,
      },
    };
  });
}
