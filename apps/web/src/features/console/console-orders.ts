import { dateLocale } from '../../lib/format/date-locale';
import type { ChatOrder } from '@lumus/contract/chat/chat-order';

/** The psychic's queue split the way the console shows it. */
export interface QueueView<Order extends ChatOrder = ChatOrder> {
  /** The chat the psychic accepted (waiting for the user) or is in; at most one. */
  live: Order | null;
  /** Waiting requests, first come first; held ones keep their place but cannot be taken. */
  waiting: Order[];
}

export function queueView<Order extends ChatOrder>(orders: readonly Order[]): QueueView<Order> {
  const live =
    orders.find((order) => order.status === 'active') ??
    orders.find((order) => order.status === 'accepted_by_consultant') ??
    null;
  const waiting = orders.filter((order) => order.status === 'queued').sort((a, b) => a.id - b.id);
  return { live, waiting };
}

/**
 * Whether Accept is offered: the server takes only a waiting request that is not on hold, and
 * only while the psychic has no other accepted or running chat.
 */
export function canAccept(order: ChatOrder, view: QueueView): boolean {
  return order.status === 'queued' && !order.onHold && view.live === null;
}

/** Whole seconds from `fromIso` to `now`, never negative (clocks of two machines differ). */
export function secondsSince(fromIso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
}

/** Whole seconds left until `toIso` (rounded up, so 0 means it has passed). */
export function secondsUntil(toIso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(toIso) - now) / 1000));
}

/** `m:ss`, or `h:mm:ss` from an hour on: waiting times and chat durations. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How long an ended chat ran: from both being in to its end, whole seconds (0 if it never ran). */
export function chatDurationSeconds(
  order: Pick<ChatOrder, 'startedAt' | 'endedAt' | 'pausedAt' | 'pausedMs'>,
): number {
  if (order.startedAt === null || order.endedAt === null) return 0;
  // Ended while the psychic's console was gone: the chat ran until it went. Earlier pauses the
  // psychic came back from did not count either.
  const end = Math.min(Date.parse(order.endedAt), Date.parse(order.pausedAt ?? order.endedAt));
  return Math.max(0, Math.floor((end - Date.parse(order.startedAt) - order.pausedMs) / 1000));
}

/**
 * A `YYYY-MM-DD` birth date in the reader's language. Formatted in UTC from its parts, so the
 * day never shifts with the browser's time zone.
 */
export function formatBirthDate(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return date;
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    utc,
  );
}

/**
 * Seconds of an active session so far, as the server bills them: from the start, less the
 * pauses (and the running one), less the free seconds.
 */
export function billableSecondsSoFar(
  order: Pick<ChatOrder, 'startedAt' | 'pausedAt' | 'pausedMs' | 'freeSeconds'>,
  now: number,
): number {
  if (order.startedAt === null) return 0;
  const until = order.pausedAt === null ? now : Math.min(now, Date.parse(order.pausedAt));
  const active = Math.floor((until - Date.parse(order.startedAt) - order.pausedMs) / 1000);
  return Math.max(0, active - order.freeSeconds);
}

/**
 * What the psychic has earned so far in a running session: the charge rounded down to the paisa,
 * then their share of it rounded down, the way the server settles it at the end (session-billing).
 */
export function earningsSoFar(billableSeconds: number, rate: number, sharePercent: number): number {
  const charge = Math.floor((billableSeconds * rate) / 60);
  return Math.floor((charge * (100 - sharePercent)) / 100);
}

/** Whole minutes the user's balance still pays for (the server's `endsAt`; a pause stops it). */
export function minutesLeft(
  order: Pick<ChatOrder, 'endsAt' | 'pausedAt'>,
  now: number,
): number | null {
  if (order.endsAt === null) return null;
  const from = order.pausedAt === null ? now : Date.parse(order.pausedAt);
  return Math.max(0, Math.floor((Date.parse(order.endsAt) - from) / 60_000));
}

/** The start of the browser's own day: the psychic's "today" for their earnings. */
export function startOfLocalDay(now: number): Date {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day;
}
