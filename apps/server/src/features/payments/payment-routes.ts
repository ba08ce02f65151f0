import { type Language } from '@lumus/contract/constants';
import { COUPON_PATH, couponResponseSchema } from '@lumus/contract/payments/coupon';
import {
  CHECKOUT_PATH,
  checkoutInputSchema,
  COMPLETE_PAYMENT_PATH,
  FINAL_PAYMENT_STATUSES,
  INITIATE_PAYMENT_PATH,
  initiatePaymentInputSchema,
  initiatePaymentResponseSchema,
  PAYMENT_LOGS_PATH,
  PAYMENT_STATUS_PATH,
  paymentLogIdInputSchema,
  paymentLogResponseSchema,
  paymentLogsInputSchema,
  paymentLogsResponseSchema,
  type PaymentStatus,
  SUBMIT_PAYMENT_PATH,
} from '@lumus/contract/payments/payment-log';
import {
  PAYMENT_METHODS_PATH,
  paymentMethodsResponseSchema,
} from '@lumus/contract/payments/payment-methods';
import { quotePayment } from '@lumus/contract/payments/payment-quote';
import {
  RECHARGE_PACKS_PATH,
  rechargePacksResponseSchema,
} from '@lumus/contract/payments/recharge-packs';
import { MAX_PAYMENT_MINOR, MIN_PAYMENT_MINOR } from '@lumus/contract/wallet/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { type CallGuard, defineCall } from '../../lib/http/define-call';
import { signedInUser } from '../auth/request-user';
import type { PaymentGateway } from './gateways/payment-gateway';
import {
  createPaymentLog,
  listPaymentLogs,
  ownedPaymentLog,
  type PaymentLogRow,
  paymentLogToWire,
} from './payment-logs';
import { paymentLogs } from './payment-tables';
import { isFirstRecharge } from './first-recharge';
import { bonusPercentFor, findActivePack, listActivePacks, packForUser } from './recharge-packs';
import { settlePayment } from './settle-payment';
import type { WalletEvents } from '../wallet/wallet-events';

export const PAYMENT_RETURN_PAGE = '/add-wallet-money/payment';

export type PaymentRouteDeps = Readonly<{
  db: Database;
  clock: () => Date;
  auth: CallGuard;
  taxBasisPoints: number;
  /** The site's public origin for gateway return URLs; the request's own origin when unset. */
  publicUrl: string | undefined;
  /** The gateways this server offers, in display order. */
  gateways: readonly PaymentGateway[];
  /** A settled payment is announced to its owner. */
  wallet: WalletEvents;
}>;

const OPEN_STATUSES: PaymentStatus[] = ['created', 'pending'];

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
  const { db, auth } = deps;
  const gatewayOf = (method: string) => deps.gateways.find((gateway) => gateway.method === method);
  const reply = (row: PaymentLogRow) => ({
    status: 'success' as const,
    data: paymentLogToWire(row),
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: RECHARGE_PACKS_PATH,
    summary: 'Recharge packs with bonus, and whether the first-recharge offer applies',
    input: z.object({}),
    output: rechargePacksResponseSchema,
    auth,
  }).handle(async (_input, { request }) => {
    const firstRecharge = await isFirstRecharge(db, signedInUser(request).id);
    const packs = await listActivePacks(db);
    return {
      status: 'success',
      data: {
        packs: packs.map((pack) => packForUser(pack, firstRecharge)),
        isFirstRecharge: firstRecharge,
        taxBasisPoints: deps.taxBasisPoints,
        currency: 'INR',
        minAmount: MIN_PAYMENT_MINOR,
        maxAmount: MAX_PAYMENT_MINOR,
      },
    };
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: PAYMENT_METHODS_PATH,
    summary: 'Payment methods this server can take a payment through',
    input: z.object({}),
    output: paymentMethodsResponseSchema,
    auth,
  }).handle(() =>
    Promise.resolve({
      status: 'success',
      data: {
        methods: deps.gateways.map((gateway) => ({
          id: gateway.method,
          isTest: gateway.method === 'test',
        })),
      },
    }),
  );

  defineCall(app, {
    method: 'POST',
    url: CHECKOUT_PATH,
    summary: 'Creates a payment log for a pack or amount: amount, bonus, tax and total',
    input: checkoutInputSchema,
    output: paymentLogResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    const userId = signedInUser(request).id;
    if (gatewayOf(input.method) === undefined) {
      throw new CallFailure(400, `Payment method ${input.method} is not available.`);
    }
    let amountMinor: number;
    let bonusPercent = 0;
    let regularBonusPercent = 0;
    let packId: number | null = null;
    if (input.packId === undefined) {
      amountMinor = input.amount ?? 0;
    } else {
      const pack = await findActivePack(db, input.packId);
      if (pack === undefined)
        throw new CallFailure(404, `No recharge pack with id ${input.packId}.`);
      if (input.amount !== undefined && input.amount !== pack.amountMinor) {
        throw new CallFailure(400, 'amount does not match the chosen pack');
      }
      amountMinor = pack.amountMinor;
      packId = pack.id;
      // The offer is shown here but only decided when the payment settles (settle-payment.ts).
      bonusPercent = bonusPercentFor(pack, await isFirstRecharge(db, userId));
      regularBonusPercent = bonusPercentFor(pack, false);
    }
    const quote = quotePayment({ amountMinor, bonusPercent, taxBasisPoints: deps.taxBasisPoints });
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
      taxBasisPoints: deps.taxBasisPoints,
      method: input.method,
    });
    return reply(log);
  });

  defineCall(app, {
    method: 'POST',
    url: INITIATE_PAYMENT_PATH,
    summary: "Starts the payment with its gateway; returns the gateway page's URL",
    input: initiatePaymentInputSchema,
    output: initiatePaymentResponseSchema,
    auth,
  }).handle(async ({ paymentLogId, language }, { request }) => {
    const log = await ownedPaymentLog(db, paymentLogId, signedInUser(request).id);
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
      .set({ status: 'pending', gatewayRef: started.gatewayRef, updatedAt: deps.clock() })
      .where(and(eq(paymentLogs.id, log.id), eq(paymentLogs.status, 'created')))
      .returning({ id: paymentLogs.id });
    if (claimed === undefined) {
      throw new CallFailure(409, 'This payment was already started. Please start a new one.');
    }
    return { status: 'success', data: { paymentLogId: log.id, redirectUrl: started.redirectUrl } };
  });

  // Back from the gateway: the result is fetched from the gateway itself, never taken from the client.
  defineCall(app, {
    method: 'POST',
    url: COMPLETE_PAYMENT_PATH,
    summary: 'Settles a payment from the gateway’s verified result',
    input: paymentLogIdInputSchema,
    output: paymentLogResponseSchema,
    auth,
  }).handle(async ({ paymentLogId }, { request }) => {
    const log = await ownedPaymentLog(db, paymentLogId, signedInUser(request).id);
    const gateway = gatewayOf(log.method);
    if (log.status === 'success' || log.gatewayRef === null || gateway === undefined) {
      return reply(log);
    }
    return reply(await settlePayment(deps, log.id, await gateway.verify(log), deps.clock()));
  });

  defineCall(app, {
    method: 'POST',
    url: SUBMIT_PAYMENT_PATH,
    summary: 'The user abandons an undecided payment (it becomes cancelled)',
    input: paymentLogIdInputSchema,
    output: paymentLogResponseSchema,
    auth,
  }).handle(async ({ paymentLogId }, { request }) => {
    const log = await ownedPaymentLog(db, paymentLogId, signedInUser(request).id);
    if (isFinal(log.status)) return reply(log);
    // The gateway may have taken the money meanwhile; then the payment is settled, not cancelled.
    const gateway = gatewayOf(log.method);
    if (log.gatewayRef !== null && gateway !== undefined) {
      const settled = await settlePayment(deps, log.id, await gateway.verify(log), deps.clock());
      if (isFinal(settled.status)) return reply(settled);
    }
    const now = deps.clock();
    await db
      .update(paymentLogs)
      .set({ status: 'cancelled', completedAt: now, updatedAt: now })
      .where(and(eq(paymentLogs.id, log.id), inArray(paymentLogs.status, OPEN_STATUSES)));
    return reply(await ownedPaymentLog(db, log.id, log.userId));
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: PAYMENT_STATUS_PATH,
    summary: 'Status of one payment (polled by the return screen)',
    input: paymentLogIdInputSchema,
    output: paymentLogResponseSchema,
    auth,
  }).handle(async ({ paymentLogId }, { request }) =>
    reply(await ownedPaymentLog(db, paymentLogId, signedInUser(request).id)),
  );

  defineCall(app, {
    method: ['GET', 'POST'],
    url: PAYMENT_LOGS_PATH,
    summary: 'Every payment attempt of the signed-in user, newest first',
    input: paymentLogsInputSchema,
    output: paymentLogsResponseSchema,
    auth,
  }).handle(async ({ page, pageSize }, { request }) => {
    const { items, total } = await listPaymentLogs(db, signedInUser(request).id, {
      page,
      pageSize,
    });
    return {
      status: 'success',
      data: { page, pageSize, total, items: items.map(paymentLogToWire) },
    };
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: COUPON_PATH,
    summary: 'Whether the first-recharge offer applies to the signed-in user',
    input: z.object({}),
    output: couponResponseSchema,
    auth,
  }).handle(async (_input, { request }) => {
    const firstRecharge = await isFirstRecharge(db, signedInUser(request).id);
    const packs = firstRecharge ? await listActivePacks(db) : [];
    const best = Math.max(0, ...packs.map((pack) => bonusPercentFor(pack, true)));
    return {
      status: 'success',
      data: { isToGiveCoupon: firstRecharge, firstRechargeBonusPercent: best },
    };
  });
}
