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

/** Paise in one unit of `currency` (the operator's rate table; the rupee is 100 by definition). */
async function paisePerUnit(db: Database, currency: string): Promise<number> {
  if (currency === BASE_CURRENCY) return 100;
  const [rate] = await db
    .select({ factor: currencyRates.conversionFactor })
    .from(currencyRates)
    .where(eq(currencyRates.isoCode, currency));
  if (rate === undefined) throw new Error(`no conversion rate for ${currency}`);
  return rate.factor;
}

/**
 * Minor units of `from` in minor units of `to`, at today's rates, rounded down; nothing to convert
 * when they are one currency (a euro charge paid out in euros). Called once, when a line is booked;
 * the line keeps the result, so a later rate never changes it (decision 038, 045).
 */
export async function convertMinor(db: Database, amount: number, from: string, to: string) {
  if (from === to) return amount;
  const [fromFactor, toFactor] = [await paisePerUnit(db, from), await paisePerUnit(db, to)];
  return Math.floor((amount * fromFactor) / toFactor);
}

/** INR paise in minor units of `currency` (the platform's free-session pay is set in rupees). */
export async function convertPaise(db: Database, paise: number, currency: string) {
  return convertMinor(db, paise, BASE_CURRENCY, currency);
}

type NewLine = Readonly<{
  consultantId: number;
  kind: EarningLineKind;
  amountMinor: number;
  currency: string;
  sourceAmountMinor: number;
  /** The currency of `sourceAmountMinor`; rupees when not named. */
  sourceCurrency?: string;
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
  /** The psychic's share of the charge, minor units of `currency`. */
  earningsMinor: number;
  /** The session's charge currency (its wallet's); rupees when not named. */
  currency?: string;
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
  await bookSessionEnds(db, [end]);
}

/**
 * The lines of several ended sessions in one statement, in the order given (the demo history's
 * 90 sessions, decision 054): each psychic's profile and the free-minute rate read once.
 */
export async function bookSessionEnds(
  db: Database,
  ends: readonly SessionEarning[],
): Promise<void> {
  const profiles = new Map<number, PayoutProfileRow>();
  let freeRate: number | undefined;
  const lines: NewLine[] = [];
  for (const end of ends) {
    const profile = profiles.get(end.consultantId) ?? (await readProfile(db, end.consultantId));
    profiles.set(end.consultantId, profile);
    const currency = PAYOUT_CURRENCY[profile.market];
    const charged = end.currency ?? BASE_CURRENCY;
    if (end.earningsMinor > 0) {
      lines.push({
        consultantId: end.consultantId,
        kind: 'session',
        amountMinor: await convertMinor(db, end.earningsMinor, charged, currency),
        currency,
        sourceAmountMinor: end.earningsMinor,
        sourceCurrency: charged,
        sourceKey: `session:${end.sessionId}`,
        sessionId: end.sessionId,
        occurredAt: end.at,
      });
    }
    if (end.freeSecondsUsed > 0) {
      freeRate ??= await readFreeCompensationRate(db);
      const paise = Math.floor((end.freeSecondsUsed * freeRate) / 60);
      if (paise > 0) {
        lines.push({
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
  // A second write with the same source key books nothing, as bookLine.
  if (lines.length > 0) await db.insert(earningLines).values(lines).onConflictDoNothing();
}

export type Clawback = Readonly<{
  sessionId: number;
  consultantId: number;
  /** The psychic's earnings of the session before and after the refund, in its charge currency. */
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
    sourceCurrency: earning.sourceCurrency,
    sourceKey: `refund:${clawback.refundKey}`,
    sessionId: clawback.sessionId,
    reason: clawback.reason,
    occurredAt: clawback.at,
  });
}
