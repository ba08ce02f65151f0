import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../../app/seed-steps';
import type { DatabaseHandle } from '../../../lib/db/database';
import { openTestDatabase } from '../../../test/test-database';
import { runSeed } from '../../seed/run-seed';
import { consultants } from '../catalogue-tables';
import { DEMO_CONSULTANTS } from './catalogue-seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await runSeed(database.db, SEED_STEPS);
});
afterAll(async () => {
  await database.close();
});

describe('demo call prices', () => {
  it('prices every demo psychic 1.2–1.5 times the chat in whole rupees; most and every console take calls', async () => {
    const rows = await database.db
      .select({
        slug: consultants.slug,
        chat: consultants.pricePerMinuteMinor,
        call: consultants.callPricePerMinuteMinor,
        acceptsCalls: consultants.acceptsCalls,
        userId: consultants.userId,
      })
      .from(consultants);
    expect(rows).toHaveLength(DEMO_CONSULTANTS.length);
    for (const row of rows) {
      const call = row.call ?? 0;
      expect(call % 100).toBe(0);
      // Rounded to whole rupees, so a cheap chat may round a little outside the factor.
      expect(call).toBeGreaterThanOrEqual(Math.floor((row.chat * 1.2) / 100) * 100);
      expect(call).toBeLessThanOrEqual(Math.ceil((row.chat * 1.5) / 100) * 100);
    }
    const taking = rows.filter((row) => row.acceptsCalls).length;
    expect(taking).toBeGreaterThan(rows.length * 0.6);
    expect(taking).toBeLessThan(rows.length);
    const consoles = await database.db
      .select({ acceptsCalls: consultants.acceptsCalls })
      .from(consultants)
      .where(isNotNull(consultants.userId));
    expect(consoles.length).toBeGreaterThan(0);
    expect(consoles.every((row) => row.acceptsCalls)).toBe(true);
  });
});
