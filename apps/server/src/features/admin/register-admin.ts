import type { FastifyInstance } from 'fastify';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import type { PaymentGateway } from '../payments/gateways/payment-gateway';
import type { InvoiceSeller } from '../invoices/invoice-seller';
import type { MarketsConfig } from '../markets/markets-env';
import type { WalletEvents } from '../wallet/wallet-events';
import { registerAdminStaffRoutes } from './admin-staff-routes';
import { registerAdminAuditRoutes } from './admin-audit-routes';
import { registerAdminDashboardRoutes } from './admin-dashboard-routes';
import { registerAdminConsultantRoutes } from './admin-consultant-routes';
import { registerAdminExperimentRoutes } from './admin-experiment-routes';
import { registerAdminGalleryRoutes } from './admin-gallery-routes';
import { registerAdminGroupRoutes } from './admin-group-routes';
import { registerAdminInvoiceRoutes } from './admin-invoice-routes';
import { registerAdminOrderRoutes } from './admin-order-routes';
import { registerAdminPaymentRoutes } from './admin-payment-routes';
import { registerAdminSettingsRoutes } from './admin-settings-routes';
import { registerAdminUserRoutes } from './admin-user-routes';

export type AdminDeps = Readonly<{
  db: Database;
  /** To drop a blocked user's open chat connections (on every instance, via the adapter). */
  io: RealtimeServer;
  clock: () => Date;
  gateways: readonly PaymentGateway[];
  /** Balance changes an admin makes (a refund, a recheck that credits) are announced here. */
  wallet: WalletEvents;
  /** Who issues the invoice of a payment a recheck settles (decision 051). */
  seller: InvoiceSeller;
  /** The configured markets, so an invoice filter naming none of them is refused. */
  markets: MarketsConfig;
  /** FREE_CHAT_MINUTES: applies until an admin sets the minutes. */
  freeChatMinutesDefault: number;
}>;

/** The admin console's calls under `/api/admin/`, every one behind the admin guard. */
export function registerAdmin(app: FastifyInstance, deps: AdminDeps): void {
  const route = { app };
  registerAdminDashboardRoutes(route, deps);
  registerAdminConsultantRoutes(route, deps);
  registerAdminGroupRoutes(route, deps);
  registerAdminGalleryRoutes(route, deps);
  registerAdminOrderRoutes(route, deps);
  registerAdminPaymentRoutes(route, deps);
  registerAdminInvoiceRoutes(route, deps);
  registerAdminUserRoutes(route, deps);
  registerAdminSettingsRoutes(route, deps);
  registerAdminExperimentRoutes(route, deps);
  registerAdminAuditRoutes(route, deps);
  registerAdminStaffRoutes(route, deps);
}
