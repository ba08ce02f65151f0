import type { PauseReason } from '@lumus/contract/chat/chat-order';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { CallFailure } from '../../lib/http/call-failure';
import type { SessionDeps } from './session-deps';
import { endChat } from './session-lifecycle';
import { notifyOrder } from './session-notify';
import { chatOrders } from './session-tables';
import { REASON_NO_SUCH_CHAT } from './session-refusal';

/*
 * Fair free minutes (issue 17): when a session's free minutes run out it does not turn paid by
 * itself. It stands still at the free end and the user is asked to go on at the rate; without a
 * yes within the consent window it ends and nothing is charged. Every step is one conditional
 * update, so instances sweeping at once act once.
 */

export const REASON_NOT_WAITING_FOR_CONSENT =
  'This session is not waiting for your answer (any more).';

/** `started_at + paused_ms + free_seconds`: the instant the free minutes of a row run out. */
const freeEnd = sql`(${chatOrders.startedAt} + (${chatOrders.pausedMs} + ${chatOrders.freeSeconds} * 1000) * interval '1 millisecond')`;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Pauses every running session whose free minutes are used up and which has paid time to go on to.
 * The pause starts at the free end itself, not at this sweep, so a late sweep bills nothing past
 * it. A session whose balance pays for nothing more keeps its deadline at the free end and is
 * ended there by the deadline step as before (nothing to agree to); so is one at a rate of 0.
 */
export async function askConsentAtFreeEnd(deps: SessionDeps, now: Date): Promise<number[]> {
  const rows = await deps.db
    .update(chatOrders)
    .set({
      pausedAt: freeEnd,
      pauseReason: 'consent',
      consentDueAt: sql`${freeEnd} + ${deps.config.consentSeconds} * interval '1 second'`,
    })
    .where(
      and(
        eq(chatOrders.status, 'active'),
        isNull(chatOrders.pausedAt),
        isNull(chatOrders.consentGivenAt),
        gt(chatOrders.freeSeconds, 0),
        gt(chatOrders.ratePerMinuteMinor, 0),
        sql`${freeEnd} <= ${at(now)}`,
        sql`${chatOrders.endsAt} > ${freeEnd}`,
      ),
    )
    .returning({ id: chatOrders.id });
  for (const { id } of rows) await notifyOrder(deps, 'paused', id);
  return rows.map((row) => row.id);
}

/** Ends the sessions whose user did not agree within the consent window: nothing is charged. */
export async function endLapsedConsents(deps: SessionDeps, now: Date): Promise<number[]> {
  const due = await deps.db
    .select({ id: chatOrders.id })
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.status, 'active'),
        eq(chatOrders.pauseReason, 'consent'),
        lte(chatOrders.consentDueAt, now),
      ),
    );
  const ended: number[] = [];
  for (const { id } of due) {
    if (await endChat(deps, id, 'consent_lapsed')) ended.push(id);
  }
  return ended;
}

/** Whether a psychic has a console page open (the chat feature's presence knows). */
export type ConsolePresent = (consultantId: number) => Promise<boolean>;

/**
 * The user agrees to go on at the rate: the clock runs again from now and the end moves by the
 * pause. A session that cannot go on at once stays still for the reason of the moment: a call
 * whose audio is not up on both sides waits for its media, a chat whose psychic's console went
 * away meanwhile waits for them (their own pause was refused while this one held). That pause
 * starts now, so its grace period counts from the yes and not from the free end.
 */
export async function continueSession(
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
  userId: number,
  chatId: number,
  consolePresent: ConsolePresent,
): Promise<void> {
  const now = deps.clock();
  const [order] = await deps.db
    .select()
    .from(chatOrders)
    .where(and(eq(chatOrders.id, chatId), eq(chatOrders.userId, userId)));
  if (order === undefined) throw new CallFailure(404, REASON_NO_SUCH_CHAT);
  const { pausedAt, consentDueAt, endsAt } = order;
  if (
    order.status !== 'active' ||
    order.pauseReason !== 'consent' ||
    pausedAt === null ||
    consentDueAt === null ||
    endsAt === null ||
    consentDueAt.getTime() <= now.getTime()
  ) {
    throw new CallFailure(409, REASON_NOT_WAITING_FOR_CONSENT);
  }
  const pause = Math.max(0, now.getTime() - pausedAt.getTime());
  const stillFor: PauseReason | null =
    order.kind === 'call'
      ? order.userMediaUp && order.consultantMediaUp
        ? null
        : 'media'
      : (await consolePresent(order.consultantId))
        ? null
        : 'consultant_away';
  const [row] = await deps.db
    .update(chatOrders)
    .set({
      pausedAt: stillFor === null ? null : now,
      pauseReason: stillFor,
      pausedMs: order.pausedMs + pause,
      endsAt: new Date(endsAt.getTime() + pause),
      consentDueAt: null,
      consentGivenAt: now,
    })
    .where(
      and(
        eq(chatOrders.id, chatId),
        eq(chatOrders.status, 'active'),
        eq(chatOrders.pauseReason, 'consent'),
        eq(chatOrders.pausedAt, pausedAt),
        gt(chatOrders.consentDueAt, now),
      ),
    )
    .returning({ id: chatOrders.id });
  // Ended or answered meanwhile (the sweeper, another tab).
  if (row === undefined) throw new CallFailure(409, REASON_NOT_WAITING_FOR_CONSENT);
  await notifyOrder(deps, stillFor === null ? 'resumed' : 'paused', chatId);
}
