import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import type { ConsultantStatusEntry } from '@lumus/contract/catalogue/consultant-status';
import {
  CATALOGUE_ROOM,
  type ConsultantStatusEvent,
} from '@lumus/contract/realtime/catalogue-events';
import { eq, inArray, sql } from 'drizzle-orm';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { notifyCatalogueChange } from './catalogue-changes';
import { consultants } from './catalogue-tables';
import { notifyConsultantOnline } from '../push/push-notices';

export type StatusDeps = Readonly<{ db: Database; io: RealtimeServer; clock: () => Date }>;

const statusColumns = {
  id: consultants.id,
  slug: consultants.slug,
  status: consultants.status,
  statusChangedAt: consultants.statusChangedAt,
};

/** Sends to everyone viewing a list or profile. */
function broadcast(io: RealtimeServer, event: ConsultantStatusEvent): void {
  io.to(CATALOGUE_ROOM).emit('consultant:status', event);
}

/**
 * The one way a consultant's status changes (the console calls it when they go online, the chat
 * when a chat starts or ends). The row is updated first, so a list fetched after the push can
 * never show the old status; a change to the same status still refreshes `statusChangedAt`.
 */
export async function setConsultantStatus(
  deps: StatusDeps,
  key: { id?: number | undefined; slug?: string | undefined },
  status: ConsultantStatus,
): Promise<ConsultantStatusEntry> {
  const where =
    key.id === undefined ? eq(consultants.slug, key.slug ?? '') : eq(consultants.id, key.id);
  const [row] = await deps.db
    .update(consultants)
    .set({
      // A suspended psychic is never online (whoever asks: console, presence, demo): a chat in
      // progress when the suspension came still makes them busy until it ends.
      status:
        status === 'online'
          ? sql<ConsultantStatus>`case when ${consultants.suspendedAt} is null then 'online' else 'offline' end`
          : status,
      statusChangedAt: deps.clock(),
    })
    .where(where)
    .returning(statusColumns);
  if (row === undefined) {
    const named = key.id === undefined ? `the slug "${key.slug ?? ''}"` : `id ${key.id}`;
    throw new CallFailure(404, `No psychic with ${named}.`);
  }
  const changedAt = row.statusChangedAt.toISOString();
  notifyCatalogueChange(deps.db);
  broadcast(deps.io, { id: row.id, slug: row.slug, status: row.status, changedAt });
  if (row.status === 'online') notifyConsultantOnline(deps, row.id);
  return { id: row.id, slug: row.slug, status: row.status, statusChangedAt: changedAt };
}

/** Statuses of the given ids in the order asked; unknown ids are left out. */
export async function readStatuses(
  db: Database,
  ids: readonly number[],
): Promise<ConsultantStatusEntry[]> {
  const rows = await db
    .select(statusColumns)
    .from(consultants)
    .where(inArray(consultants.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row === undefined
      ? []
      : [
          {
            id: row.id,
            slug: row.slug,
            status: row.status,
            statusChangedAt: row.statusChangedAt.toISOString(),
          },
        ];
  });
}
