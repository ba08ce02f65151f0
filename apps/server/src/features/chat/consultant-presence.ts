import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { consultants } from '../catalogue/catalogue-tables';
import { setConsultantStatus } from '../catalogue/consultant-status';
import type { SessionDeps } from '../sessions/session-deps';
import { notifyQueue } from '../sessions/session-notify';
import { endAbandonedChats, pauseChatOf, resumeChatOf } from '../sessions/session-pause';
import { consoleConnections, consultantPresence, presenceInstances } from './presence-tables';
import { releaseWaitingRequests } from '../sessions/release-waiting-requests';

/*
 * Whether a psychic is really there, from their open console pages on every instance (decision
 * 025). The database holds one record per page, so presence survives any one instance: the holder
 * writes its sign of life on each sweep (one row per instance, decision 059), and the pages of an
 * instance whose sign stopped are gone since its last one. When a psychic's last page has been gone
 * for the grace period, any instance's sweep claims that (by deleting the closed records, which
 * only one delete can do) and sets them offline.
 */

export type PresenceSweep = Readonly<{ away: number[]; abandoned: number[] }>;

export type ConsultantPresence = Readonly<{
  instanceId: string;
  /** A console page of `consultantId` opened (or reconnected) on this instance's socket. */
  open: (socketId: string, consultantId: number) => Promise<void>;
  /** That page went away: the socket disconnected or the psychic left the console. */
  close: (socketId: string) => Promise<void>;
  /** Writes this instance's sign of life while it holds pages (every instance, every sweep). */
  refresh: (now: Date) => Promise<void>;
  /** Acts on every psychic gone past the grace period (one instance at a time, under the sweep lock). */
  sweep: (now: Date) => Promise<PresenceSweep>;
  /** Whether any console page has a record (open, or closed and not yet swept). */
  anyToSweep: () => Promise<boolean>;
  /** For failures nobody awaits (a disconnection's bookkeeping). */
  onError: (error: unknown) => void;
}>;

/** An instance without a sign of life for this long is gone. */
const staleAfterMs = (sweepIntervalMs: number) => Math.max(10_000, 5 * sweepIntervalMs);

const rowId = (instanceId: string, socketId: string) => `${instanceId}:${socketId}`;

/** Whether any console page of the psychic is open now, on any instance. */
export async function hasOpenPage(
  deps: Pick<SessionDeps, 'db'>,
  consultantId: number,
): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: consoleConnections.id })
    .from(consoleConnections)
    .where(
      and(eq(consoleConnections.consultantId, consultantId), isNull(consoleConnections.closedAt)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The psychic is away or signed out: offline everywhere (lists, profiles, live badges) and every
 * request waiting for them released at once, the user told. A chat in progress is left to the pause.
 */
export async function takeOffline(
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
  consultantId: number,
  notice: 'missed_requests' | null = null,
): Promise<void> {
  const [row] = await deps.db
    .select({ status: consultants.status })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  if (row !== undefined && row.status !== 'offline') {
    await setConsultantStatus(deps, { id: consultantId }, 'offline');
  }
  if (notice !== null) {
    await deps.db
      .insert(consultantPresence)
      .values({ consultantId, notice, lapsedInRow: 0, updatedAt: deps.clock() })
      .onConflictDoUpdate({
        target: consultantPresence.consultantId,
        set: { notice, lapsedInRow: 0, updatedAt: deps.clock() },
      });
  }
  await releaseWaitingRequests(deps, consultantId, 'consultant_away');
  notifyQueue(deps.io, consultantId);
}

const closedSchema = z.object({
  rows: z.array(z.object({ consultantId: z.number(), closedAt: z.coerce.date() })),
});

/**
 * Closes the open pages of instances whose sign of life stopped (they died), as gone since the
 * later of that sign and the page's own opening. A page whose instance never wrote a sign (it died
 * at once) is gone since it opened. Instances gone with no open page left are forgotten.
 */
async function closeStale(deps: SessionDeps, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - staleAfterMs(deps.config.sweepIntervalMs));
  const before = staleBefore.toISOString();
  // One scan of the open pages, joined to the few instance rows; nothing is written unless stale.
  const result = await deps.db.execute(sql`
    update ${consoleConnections} as c
    set closed_at = stale.gone_since
    from (
      select page.id, greatest(page.seen_at, beat.seen_at) as gone_since
      from ${consoleConnections} as page
      left join ${presenceInstances} as beat on beat.instance_id = page.instance_id
      where page.closed_at is null and page.seen_at <= ${before}::timestamptz
        and (beat.seen_at is null or beat.seen_at <= ${before}::timestamptz)
    ) as stale
    where c.id = stale.id and c.closed_at is null
    returning c.consultant_id as "consultantId", c.closed_at as "closedAt"`);
  const rows = closedSchema.parse(result).rows;
  const lastSeen = new Map<number, Date>();
  for (const row of rows) {
    const known = lastSeen.get(row.consultantId);
    if (known === undefined || row.closedAt > known) lastSeen.set(row.consultantId, row.closedAt);
  }
  for (const [consultantId, at] of lastSeen) {
    if (!(await hasOpenPage(deps, consultantId))) await pauseChatOf(deps, consultantId, at);
  }
  await deps.db
    .delete(presenceInstances)
    .where(
      and(
        lte(presenceInstances.seenAt, staleBefore),
        sql`not exists (select 1 from ${consoleConnections} as page where page.instance_id = ${presenceInstances.instanceId} and page.closed_at is null)`,
      ),
    );
}

/** Psychics whose last page has been closed for the whole grace period, each claimed once. */
async function takeAwayOffline(deps: SessionDeps, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - deps.config.consoleGraceSeconds * 1000);
  const candidates = await deps.db
    .select({ consultantId: consoleConnections.consultantId })
    .from(consoleConnections)
    .groupBy(consoleConnections.consultantId)
    .having(
      and(
        sql`count(*) filter (where ${consoleConnections.closedAt} is null) = 0`,
        lte(sql`max(${consoleConnections.closedAt})`, since),
      ),
    );
  const away: number[] = [];
  for (const { consultantId } of candidates) {
    const claimed = await deps.db
      .delete(consoleConnections)
      .where(
        and(
          eq(consoleConnections.consultantId, consultantId),
          isNotNull(consoleConnections.closedAt),
          lte(consoleConnections.closedAt, since),
          sql`not exists (select 1 from ${consoleConnections} as open_page where open_page.consultant_id = ${consultantId} and (open_page.closed_at is null or open_page.closed_at > ${since}))`,
        ),
      )
      .returning({ id: consoleConnections.id });
    if (claimed.length === 0) continue;
    await takeOffline(deps, consultantId);
    away.push(consultantId);
  }
  return away;
}

/** Closed pages of a psychic who has another one open say nothing any more (reloads pile up). */
async function pruneClosed(deps: SessionDeps, now: Date): Promise<void> {
  const since = new Date(now.getTime() - deps.config.consoleGraceSeconds * 1000);
  await deps.db
    .delete(consoleConnections)
    .where(
      and(
        lte(consoleConnections.closedAt, since),
        sql`exists (select 1 from ${consoleConnections} as open_page where open_page.consultant_id = ${consoleConnections.consultantId} and open_page.closed_at is null)`,
      ),
    );
}

export function createConsultantPresence(
  deps: SessionDeps,
  onError: (error: unknown) => void,
): ConsultantPresence {
  const instanceId = randomUUID();
  // The pages this instance holds: with none, it has nothing to keep alive and writes nothing.
  const openHere = new Set<string>();
  return {
    instanceId,
    onError,
    open: async (socketId, consultantId) => {
      const now = deps.clock();
      openHere.add(socketId);
      // Before the page: a page with no instance row is gone since it opened (closeStale). Not an
      // update of the row, which every page opening at once on this instance would queue behind.
      await deps.db
        .insert(presenceInstances)
        .values({ instanceId, seenAt: now })
        .onConflictDoNothing({ target: presenceInstances.instanceId });
      await deps.db
        .insert(consoleConnections)
        .values({ id: rowId(instanceId, socketId), consultantId, instanceId, seenAt: now })
        .onConflictDoUpdate({
          target: consoleConnections.id,
          set: { seenAt: now, closedAt: null },
        });
      await resumeChatOf(deps, consultantId);
    },
    close: async (socketId) => {
      const now = deps.clock();
      openHere.delete(socketId);
      const [row] = await deps.db
        .update(consoleConnections)
        .set({ closedAt: now, seenAt: now })
        .where(
          and(
            eq(consoleConnections.id, rowId(instanceId, socketId)),
            isNull(consoleConnections.closedAt),
          ),
        )
        .returning({ consultantId: consoleConnections.consultantId });
      if (row === undefined || (await hasOpenPage(deps, row.consultantId))) return;
      await pauseChatOf(deps, row.consultantId, now);
    },
    refresh: async (now) => {
      if (openHere.size === 0) return;
      await deps.db
        .insert(presenceInstances)
        .values({ instanceId, seenAt: now })
        .onConflictDoUpdate({ target: presenceInstances.instanceId, set: { seenAt: now } });
    },
    anyToSweep: async () => {
      const [row] = await deps.db
        .select({ id: consoleConnections.id })
        .from(consoleConnections)
        .limit(1);
      return row !== undefined;
    },
    sweep: async (now) => {
      await closeStale(deps, now);
      // Chats first: their end puts a busy psychic back online, which going away then overrides.
      const abandoned = await endAbandonedChats(deps, now);
      const away = await takeAwayOffline(deps, now);
      await pruneClosed(deps, now);
      return { away, abandoned };
    },
  };
}
