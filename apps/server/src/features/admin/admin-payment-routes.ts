import type { Database } from '../../lib/db/database';
import type { PaymentGateway } from '../payments/gateways/payment-gateway';
import { findPaymentLog } from '../payments/payment-logs';
import { settlePayment } from '../payments/settle-payment';
import { type AdminRouteDeps } from './admin-call';
import { ledgerFor } from './admin-ledger';
import type { InvoiceSeller } from '../invoices/invoice-seller';
import type { WalletEvents } from '../wallet/wallet-events';
import { findAdminPayment, listAdminPayments } from './admin-payments';
import { recordAudit } from './audit-log';
import {
  adminPaymentGetCall,
  adminPaymentRecheckCall,
  adminPaymentsListCall,
} from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

export function registerAdminPaymentRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{
    db: Database;
    clock: () => Date;
    gateways: readonly PaymentGateway[];
    wallet: WalletEvents;
    seller: InvoiceSeller;
  }>,
): void {
  const { db } = deps;

  registerCall(route.app, adminPaymentsListCall, async (input) => {
    const page = await listAdminPayments(db, input);
    return { ...page, page: input.page, pageSize: input.pageSize };
  });

  registerCall(route.app, adminPaymentGetCall, async ({ id }) => ({
    payment: await findAdminPayment(db, id),
    ledger: await ledgerFor(db, 'payment_log', id),
  }));

  registerCall(route.app, adminPaymentRecheckCall, async ({ id }, { user }) => {
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
      adminUserId: user.id,
      action: 'payment.recheck',
      targetType: 'payment_log',
      targetId: id,
      before,
      after: { ...after, verdict, verdictReason },
    });
    return {
      payment: after,
      ledger: await ledgerFor(db, 'payment_log', id),
      verdict,
      verdictReason,
    };
  });
}
