import { CONSULTANT_STATUSES } from '@lumus/contract/catalogue/catalogue-values';
import { asc } from 'drizzle-orm';
import { consultants } from './catalogue-tables';
import { setConsultantStatus, type StatusDeps } from './consultant-status';
import { seededRandom } from './seeded-random';

const PRESENCE_INTERVAL_MS = 20_000;
const CHANGES_PER_TICK = 3;

/**
 * Demo only (DEMO_PRESENCE=true, never in production): until consultants go online from the
 * console, flips a few statuses every 20 s so the live badges can be seen on `npm start`.
 * Returns the stop function.
 */
export function startPresenceSimulator(
  deps: StatusDeps & { onError: (error: unknown) => void },
): () => void {
  const random = seededRandom(deps.clock().getTime());
  const tick = async () => {
    const rows = await deps.db
      .select({ id: consultants.id })
      .from(consultants)
      .orderBy(asc(consultants.id));
    for (let change = 0; change < CHANGES_PER_TICK && rows.length > 0; change += 1) {
      const row = rows[Math.floor(random() * rows.length)];
      const status = CONSULTANT_STATUSES[Math.floor(random() * CONSULTANT_STATUSES.length)];
      if (row !== undefined && status !== undefined) {
        await setConsultantStatus(deps, { id: row.id }, status);
      }
    }
  };
  const timer = setInterval(() => {
    tick().catch(deps.onError);
  }, PRESENCE_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
