import { type Language } from '@lumus/contract/constants';
import { couponCall } from '@lumus/contract/payments/coupon';
import {
  FINAL_PAYMENT_STATUSES,
  type PaymentStatus,
  checkoutCall,
  paymentStatusCall,
  paymentLogsCall,
  completePaymentCall,
  initiatePaymentCall,
  submitPaymentCall,
} from '@lumus/contract/payments/payment-log';
import { paymentMethodsCall } from '@lumus/contract/payments/payment-methods';
import { quotePayment } from '@lumus/contract/payments/payment-quote';
import { rechargePacksCall } from '@lumus/contract/payments/recharge-packs';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { PaymentGateway } from './gateways/payment-gateway';
import {
  createPaymentLog,
  listPaymentLogs,
  ownedPaymentLog,
  paymentLogItemToWire,
  paymentLogToWire,
} from './payment-logs';
import { paymentLogs } from './payment-tables';
import { isFirstRecharge } from './first-recharge';
import { bonusPercentFor, findActivePack, listActivePacks, packForUser } from './recharge-packs';
import { settlePayment } from './settle-payment';
import {
  CUSTOM_AMOUNT_LIMITS,
  MINOR_PER_UNIT,
  type MarketCurrency,
} from '@lumus/contract/markets/market-currency';
import type { MarketsConfig } from '../markets/markets-env';
import { cookieCountry, viewerMarket } from '../markets/viewer-market';
import { fixWalletCurrency, readWalletCurrency } from '../wallet/wallet-ledger';
import type { WalletEvents } from '../wallet/wallet-events';
import type { InvoiceSeller } from '../invoices/invoice-seller';
import { registerCall } from '../../lib/http/register-call';

export const PAYMENT_RETURN_PAGE = '/add-wallet-money/payment';

export type PaymentRouteDeps = Readonly<{
  db: Database;
  clock: () => Date;
  /** Every market's currency and tax (decision 045). */
  markets: MarketsConfig;
  /** The site's public origin for gateway return URLs; the request's own origin when unset. */
  publicUrl: string | undefined;
  /** The gateways this server offers, in display order. */
  gateways: readonly PaymentGateway[];
  /** A settled payment is announced to its owner. */
  wallet: WalletEvents;
  /** Who issues the invoice of a settled payment (decision 051). */
  seller: InvoiceSeller;
}>;

const OPEN_STATUSES: PaymentStatus[] = ['created', 'pending'];

function walletCurrencyReason(walletCurrency: MarketCurrency, asked: MarketCurrency): string {
  return `Your wallet is in ${walletCurrency}; it cannot be topped up in ${asked}.`;
}

/** A custom amount: whole units of the currency, within its limits (400 otherwise). */
function customAmount(amountMinor: number, currency: MarketCurrency): number {
  const { min, max } = CUSTOM_AMOUNT_LIMITS[currency];
  if (amountMinor % MINOR_PER_UNIT !== 0) {
    throw new CallFailure(400, `amount must be a whole number of ${currency} units`);
  }
  if (amountMinor < min || amountMinor > max) {
    throw new CallFailure(
      400,
      `amount must be between ${min / MINOR_PER_UNIT} and ${max / MINOR_PER_UNIT} ${currency}`,
    );
  }
  return amountMinor;
}

function isFinal(status: string): boolean {
  return (FINAL_PAYMENT_STATUSES as readonly string[]).includes(status);
}

function returnUrls(
  request: FastifyRequest,
  publicUrl: string | undefined,
  id: number,
  lang: Language,
) {
  const origin = publicUrl ?? `${request.protocol}://${request.host}`;
  const page = `${origin.replace(/\/+$/, '')}${lang === 'en' ? '' : `/${lang}`}${PAYMENT_RETURN_PAGE}`;
  return {
    successUrl: `${page}?paymentLogId=${id}`,
    cancelUrl: `${page}?paymentLogId=${id}&cancelled=1`,
  };
}

export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  const { db } = deps;
  const gatewayOf = (method: string) => deps.gateways.find((gateway) => gateway.method === method);

  /** The market a user tops up in: the wallet's currency, else the viewer's market. */
  const marketOf = async (request: FastifyRequest, userId: number, shown?: MarketCurrency) => {
    const walletCurrency = await readWalletCurrency(db, userId);
    return {
      walletCurrency,
      market: viewerMarket(deps.markets, {
        walletCurrency: walletCurrency ?? shown ?? null,
        cookieCountry: cookieCountry(deps.markets, request),
      }),
    };
  };

  registerCall(app, rechargePacksCall, async (input, { user, request }) => {
    const firstRecharge = await isFirstRecharge(db, user.id);
    const { market } = await marketOf(request, user.id, input.currency);
    const packs = await listActivePacks(db, market.currency);
    const limits = CUSTOM_AMOUNT_LIMITS[market.currency];
    return {
      packs: packs.map((pack) => packForUser(pack, firstRecharge)),
      isFirstRecharge: firstRecharge,
      taxBasisPoints: market.taxBasisPoints,
      taxMode: market.taxMode,
      market: market.country,
      currency: market.currency,
      minAmount: limits.min,
      maxAmount: limits.max,
    };
  });

  registerCall(app, paymentMethodsCall, () =>
    Promise.resolve({
      methods: deps.gateways.map((gateway) => ({
        id: gateway.method,
        isTest: gateway.method === 'test',
      })),
    }),
  );

  registerCall(app, checkoutCall, async (input, { user, request }) => {
    const userId = user.id;
    if (gatewayOf(input.method) === undefined) {
      throw new CallFailure(400, `Payment method ${input.method} is not available.`);
    }
    const { walletCurrency, market } = await marketOf(request, userId, input.currency);
    const { currency } = market;
    if (
      walletCurrency !== null &&
      input.currency !== undefined &&
      input.currency !== walletCurrency
    ) {
      throw new CallFailure(409, walletCurrencyReason(walletCurrency, input.currency));
    }
    let amountMinor: number;
    let bonusPercent = 0;
    let regularBonusPercent = 0;
    let packId: number | null = null;
    if (input.packId === undefined) {
      amountMinor = customAmount(input.amount ?? 0, currency);
    } else {
      const pack = await findActivePack(db, input.packId);
      if (pack === undefined)
        throw new CallFailure(404, `No recharge pack with id ${input.packId}.`);
      if (pack.currency !== currency) {
        throw new CallFailure(
          409,
          `This pack is sold in ${pack.currency}; your top-ups are in ${currency}.`,
        );
      }
      if (input.amount !== undefined && input.amount !== pack.amountMinor) {
        throw new CallFailure(400, 'amount does not match the chosen pack');
      }
      amountMinor = pack.amountMinor;
      packId = pack.id;
      // The offer is shown here but only decided when the payment settles (settle-payment.ts).
      bonusPercent = bonusPercentFor(pack, await isFirstRecharge(db, userId));
      regularBonusPercent = bonusPercentFor(pack, false);
    }
    // The first checkout fixes the wallet's currency; a concurrent one in another currency loses.
    const fixed = await fixWalletCurrency(db, userId, currency);
    if (fixed !== currency) throw new CallFailure(409, walletCurrencyReason(fixed, currency));
    const quote = quotePayment({
      amountMinor,
      bonusPercent,
      taxBasisPoints: market.taxBasisPoints,
      taxMode: market.taxMode,
    });
    const regularBonusMinor = quotePayment({
      amountMinor,
      bonusPercent: regularBonusPercent,
      taxBasisPoints: 0,
    }).bonusMinor;
    const log = await createPaymentLog(db, {
      userId,
      packId,
      quote,
      regularBonusMinor,
      market,
      method: input.method,
    });
    return paymentLogToWire(log);
  });

  registerCall(app, initiatePaymentCall, async ({ paymentLogId, language }, { request, user }) => {
    const log = await ownedPaymentLog(db, paymentLogId, user.id);
    if (log.status !== 'created') {
      throw new CallFailure(409, 'This payment was already started. Please start a new one.');
    }
    const gateway = gatewayOf(log.method);
    if (gateway === undefined) {
      throw new CallFailure(409, `Payment method ${log.method} is not available any more.`);
    }
    const started = await gateway.start(log, returnUrls(request, deps.publicUrl, log.id, language));
    const [claimed] = await db
      .update(paymentLogs)
      .set({
        status: 'pending',
        gatewayRef: started.gatewayRef,
        language,
        updatedAt: deps.clock(),
      })
      .where(and(eq(paymentLogs.id, log.id), eq(paymentLogs.status, 'created')))
      .returning({ id: paymentLogs.id });
    if (claimed === undefined) {
      throw new CallFailure(409, 'This payment was already started. Please start a new one.');
    }
    return { paymentLogId: log.id, redirectUrl: started.redirectUrl };
  });

  // Back from the gateway: the result is fetched from the gateway itself, never taken from the client.
  registerCall(app, completePaymentCall, async ({ paymentLogId }, { user }) => {
    const log = await ownedPaymentLog(db, paymentLogId, user.id);
    const gateway = gatewayOf(log.method);
    if (log.status === 'success' || log.gatewayRef === null || gateway === undefined) {
      return paymentLogToWire(log);
    }
    return paymentLogToWire(
      await settlePayment(deps, log.id, await gateway.verify(log), deps.clock()),
    );
  });

  registerCall(app, submitPaymentCall, async ({ paymentLogId }, { user }) => {
    const log = await ownedPaymentLog(db, paymentLogId, user.id);
    if (isFinal(log.status)) return paymentLogToWire(log);
    // The gateway may have taken the money meanwhile; then the payment is settled, not cancelled.
    const gateway = gatewayOf(log.method);
    if (log.gatewayRef !== null && gateway !== undefined) {
      const settled = await settlePayment(deps, log.id, await gateway.verify(log), deps.clock());
      if (isFinal(settled.status)) return paymentLogToWire(settled);
    }
    const now = deps.clock();
    await db
      .update(paymentLogs)
      .set({ status: 'cancelled', completedAt: now, updatedAt: now })
      .where(and(eq(paymentLogs.id, log.id), inArray(paymentLogs.status, OPEN_STATUSES)));
    return paymentLogToWire(await ownedPaymentLog(db, log.id, log.userId));
  });

  registerCall(app, paymentStatusCall, async ({ paymentLogId }, { user }) =>
    paymentLogToWire(await ownedPaymentLog(db, paymentLogId, user.id)),
  );

  registerCall(app, paymentLogsCall, async ({ page, pageSize }, { user }) => {
    const { items, total } = await listPaymentLogs(db, user.id, {
      page,
      pageSize,
    });
    return { page, pageSize, total, items: items.map(paymentLogItemToWire) };
  });

  registerCall(app, couponCall, async (_input, { user, request }) => {
    const firstRecharge = await isFirstRecharge(db, user.id);
    const { market } = await marketOf(request, user.id);
    const packs = firstRecharge ? await listActivePacks(db, market.currency) : [];
    const best = Math.max(0, ...packs.map((pack) => bonusPercentFor(pack, true)));
    return { isToGiveCoupon: firstRecharge, firstRechargeBonusPercent: best };
  });
}
