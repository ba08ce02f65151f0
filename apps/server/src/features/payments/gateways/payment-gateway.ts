import type { PaymentMethodId } from '@lumus/contract/payments/payment-methods';
import type { PaymentLogRow } from '../payment-logs';

/** Where the gateway sends the user back; both are absolute URLs of the web app. */
type ReturnUrls = Readonly<{ successUrl: string; cancelUrl: string }>;

type GatewayStart = Readonly<{
  /** The gateway's own id for this payment, stored on the log to find it again. */
  gatewayRef: string;
  redirectUrl: string;
}>;

/** What the gateway itself says about a payment; only `paid` ever credits a wallet. */
export type GatewayVerdict =
  | Readonly<{ outcome: 'paid' }>
  | Readonly<{ outcome: 'failed'; reason: string }>
  | Readonly<{ outcome: 'pending' }>;

export type PaymentGateway = Readonly<{
  method: PaymentMethodId;
  start: (log: PaymentLogRow, urls: ReturnUrls) => Promise<GatewayStart>;
  /** Asks the gateway (never the client) how the payment ended. */
  verify: (log: PaymentLogRow) => Promise<GatewayVerdict>;
}>;
