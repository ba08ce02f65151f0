import type { EarningLineKind } from '@lumus/contract/earnings/earnings';
import { PAYOUT_CURRENCY, type PayoutMarket } from '@lumus/contract/earnings/payout-methods';
import { BASE_CURRENCY } from '@lumus/contract/wallet/money';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { consultants } from '../catalogue/catalogue-tables';
import { currencyRates } from '../currency/currency-tables';
import { earningLines, payoutProfiles, payoutSettings } from './earnings-tables';

/*
 * Booking lines into a psychic's earnings ledger. Every writer runs inside the transaction of the
 * money movement that causes the line (a session's charge, a refund, a payout), and every line has
 * a unique `sourceKey`, so a line is booked exactly when its cause commits (decision 038).
 */

export type PayoutProfileRow = Readonly<{
  market: PayoutMarket;
  acceptsFreeSessions: boolean;
}>;

export async function readProfile(db: Database, consultantId: number): Promise<PayoutProfileRow> {
  const [row] = await db
    .select({ market: payoutProfiles.market, accepts: payoutProfiles.acceptsFreeSessions })
    .from(payoutProfiles)
    .where(eq(payoutProfiles.consultantId, consultantId));
  return { market: row?.market ?? 'IN', acceptsFreeSessions: row?.accepts ?? false };
}

/** True when some psychic who is not suspended opted in to free sessions. */
export async function anyPsychicTakesFreeSessions(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: payoutProfiles.consultantId })
    .from(payoutProfiles)
    .innerJoin(consultants, eq(consultants.id, payoutProfiles.consultantId))
    .where(and(eq(payoutProfiles.acceptsFreeSessions, true), isNull(consultants.suspendedAt)))
    .limit(1);
  return row !== undefined;
}

/** True when the psychic opted in to free sessions (only they are offered a user's free minutes). */
export async function acceptsFreeSessions(db: Database, consultantId: number): Promise<boolean> {
  return (await readProfile(db, consultantId)).acceptsFreeSessions;
}

export async function readFreeCompensationRate(db: Database): Promise<number> {
  const [row] = await db.select().from(payoutSettings).where(eq(payoutSettings.id, 1));
  return row?.freeCompensationPerMinuteMinor ?? 0;
}

/**
 * INR paise in minor units of `currency`, at today's rate (a currency's factor is the paise in one
 * unit of it), rounded down. Called once, when a line is booked; the line keeps the result.
 */
export async function convertPaise(db: Database, paise: number, currency: string) {
  if (currency === BASE_CURRENCY) return paise;
  const [rate] = await db
    .select({ factor: currencyRates.conversionFactor })
    .from(currencyRates)
    .where(eq(currencyRates.isoCode, currency));
  if (rate === undefined) throw new Error(`no conversion rate for ${currency}`);
  return Math.floor((paise * 100) / rate.factor);
}

type NewLine = Readonly<{
  consultantId: number;
  kind: EarningLineKind;
  amountMinor: number;
  currency: string;
  sourceAmountMinor: number;
  sourceKey: string;
  occurredAt: Date;
  sessionId?: number;
  payoutId?: number;
  reason?: string;
}>;

/** Inserts one line; a second write with the same source key books nothing. */
export async function bookLine(db: Database, line: NewLine): Promise<void> {
  await db.insert(earningLines).values(line).onConflictDoNothing();
}

export type SessionEarning = Readonly<{
  sessionId: number;
  consultantId: number;
  /** The psychic's share of the charge, INR paise. */
  earningsPaise: number;
  /** Seconds of the session that were free to the user. */
  freeSecondsUsed: number;
  at: Date;
}>;

/**
 * A session's end: its earning, and for a free session the platform's compensation per free
 * minute when the psychic opted in when the session was made (`freeSeconds` is only ever set for
 * one who did, `start-requirement.ts`).
 */
export async function bookSessionEnd(db: Database, end: SessionEarning): Promise<void> {
  const { market } = await readProfile(db, end.consultantId);
  const currency = PAYOUT_CURRENCY[market];
  if (end.earningsPaise > 0) {
    await bookLine(db, {
      consultantId: end.consultantId,
      kind: 'session',
      amountMinor: await convertPaise(db, end.earningsPaise, currency),
      currency,
      sourceAmountMinor: end.earningsPaise,
      sourceKey: `session:${end.sessionId}`,
      sessionId: end.sessionId,
      occurredAt: end.at,
    });
  }
  if (end.freeSecondsUsed > 0) {
    const rate = await readFreeCompensationRate(db);
    const paise = Math.floor((end.freeSecondsUsed * rate) / 60);
    if (paise > 0) {
      await bookLine(db, {
        consultantId: end.consultantId,
        kind: 'free_compensation',
        amountMinor: await convertPaise(db, paise, currency),
        currency,
        sourceAmountMinor: paise,
        sourceKey: `free:${end.sessionId}`,
        sessionId: end.sessionId,
        reason: `${Math.floor(end.freeSecondsUsed / 60)}:${String(end.freeSecondsUsed % 60).padStart(2, '0')} free`,
        occurredAt: end.at,
      });
    }
  }
}

export type Clawback = Readonly<{
  sessionId: number;
  consultantId: number;
  /** The psychic's earnings of the session before and after the refund, INR paise. */
  earningsBefore: number;
  earningsAfter: number;
  reason: string;
  /** The refund's own idempotency key: the clawback's source key follows from it. */
  refundKey: string;
  at: Date;
}>;

/**
 * The psychic's part of a refund, as its own negative line with the reason. It is converted at the
 * session line's own rate (not today's), and so that all clawbacks of a session add up to exactly
 * its earning when everything is refunded.
 */
export async function bookClawback(db: Database, clawback: Clawback): Promise<void> {
  const paise = clawback.earningsBefore - clawback.earningsAfter;
  if (paise <= 0) return;
  const [earning] = await db
    .select()
    .from(earningLines)
    .where(eq(earningLines.sourceKey, `session:${clawback.sessionId}`));
  if (earning === undefined) return;
  const [booked] = await db
    .select({
      amount: sql<number>`coalesce(sum(${earningLines.amountMinor}), 0)`.mapWith(Number),
      paise: sql<number>`coalesce(sum(${earningLines.sourceAmountMinor}), 0)`.mapWith(Number),
    })
    .from(earningLines)
    .where(and(eq(earningLines.sessionId, clawback.sessionId), eq(earningLines.kind, 'clawback')));
  // Clawback lines are negative in both columns.
  const clawedPaise = paise - (booked?.paise ?? 0);
  const target = Math.round((earning.amountMinor * clawedPaise) / earning.sourceAmountMinor);
  await bookLine(db, {
    consultantId: clawback.consultantId,
    kind: 'clawback',
    amountMinor: -(target + (booked?.amount ?? 0)),
    currency: earning.currency,
    sourceAmountMinor: -paise,
    sourceKey: `refund:${clawback.refundKey}`,
    sessionId: clawback.sessionId,
    reason: clawback.reason,
    occurredAt: clawback.at,
  });
}
