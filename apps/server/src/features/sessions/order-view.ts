import type { CastChart } from '@lumus/contract/astrology/birth-details';
import type { ChatOrder, IntakeForm } from '@lumus/contract/chat/chat-order';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { consultants } from '../catalogue/catalogue-tables';
import { chatIntakeForms, chatOrders } from './session-tables';

export type ChatOrderRow = typeof chatOrders.$inferSelect;
type IntakeRow = typeof chatIntakeForms.$inferSelect;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The stored chart, or null when the place was typed (the table's check keeps it whole). */
function intakeChart(row: IntakeRow): CastChart | null {
  const { placeId, placeName, placeRegion, placeCountry, latitude, longitude, timeZone } = row;
  const { utcOffsetMinutes, localTimeKind, birthUtc, kundli } = row;
  if (
    placeId === null ||
    placeName === null ||
    placeRegion === null ||
    placeCountry === null ||
    latitude === null ||
    longitude === null ||
    timeZone === null ||
    utcOffsetMinutes === null ||
    localTimeKind === null ||
    birthUtc === null ||
    kundli === null
  ) {
    return null;
  }
  return {
    place: {
      id: placeId,
      name: placeName,
      region: placeRegion,
      country: placeCountry,
      latitude,
      longitude,
      timeZone,
    },
    utcOffsetMinutes,
    localTimeKind,
    birthUtc: birthUtc.toISOString(),
    kundli,
  };
}

export function intakeToWire(row: IntakeRow): IntakeForm {
  return {
    id: row.id,
    consultantId: row.consultantId,
    name: row.name,
    gender: row.gender,
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    birthPlace: row.birthPlace,
    chart: intakeChart(row),
  };
}

export function orderToWire(
  row: ChatOrderRow,
  consultant: { displayName: string; slug: string },
  intake: IntakeRow | null,
): ChatOrder {
  return {
    id: row.id,
    userId: row.userId,
    consultantId: row.consultantId,
    consultantName: consultant.displayName,
    consultantSlug: consultant.slug,
    kind: row.kind,
    status: row.status,
    currency: row.currency === 'EUR' ? 'EUR' : 'INR',
    ratePerMinute: row.ratePerMinuteMinor,
    freeSeconds: row.freeSeconds,
    onHold: row.onHold,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    acceptedAt: iso(row.acceptedAt),
    startedAt: iso(row.startedAt),
    endsAt: iso(row.endsAt),
    pausedAt: iso(row.pausedAt),
    pausedMs: row.pausedMs,
    pauseReason: row.pauseReason,
    consentDueAt: iso(row.consentDueAt),
    endedAt: iso(row.endedAt),
    endReason: row.endReason,
    billedSeconds: row.billedSeconds,
    amountCharged: row.amountChargedMinor,
    refunded: row.refundedAt !== null,
    consultantEarnings: row.consultantEarningsMinor,
    lastSeq: row.lastSeq,
    intake: intake === null ? null : intakeToWire(intake),
  };
}

/** Orders with their consultant and intake form, as the wire shows them; oldest first by default. */
export async function loadOrders(
  db: Database,
  where: SQL | undefined,
  options: Readonly<{ newestFirst?: boolean; limit?: number }> = {},
): Promise<ChatOrder[]> {
  const rows = await db
    .select({
      order: chatOrders,
      displayName: consultants.displayName,
      slug: consultants.slug,
      intake: chatIntakeForms,
    })
    .from(chatOrders)
    .innerJoin(consultants, eq(consultants.id, chatOrders.consultantId))
    .leftJoin(chatIntakeForms, eq(chatIntakeForms.id, chatOrders.intakeFormId))
    .where(where)
    .orderBy(options.newestFirst === true ? desc(chatOrders.id) : asc(chatOrders.id))
    .limit(options.limit ?? Number.MAX_SAFE_INTEGER);
  return rows.map((row) => orderToWire(row.order, row, row.intake));
}

export async function loadOrder(db: Database, chatId: number): Promise<ChatOrder> {
  const [order] = await loadOrders(db, eq(chatOrders.id, chatId));
  if (order === undefined) throw new CallFailure(404, 'No such chat.');
  return order;
}
