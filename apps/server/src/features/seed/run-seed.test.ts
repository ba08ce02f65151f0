import { LOGIN_CHECK_ID } from '@lumus/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import type { DatabaseHandle } from '../../lib/db/database';
import { openTestDatabase } from '../../test/test-database';
import { staticValues } from '../static-values/static-values-tables';
import { runSeed } from './run-seed';
import { seedRuns } from './seed-tables';

describe('runSeed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates the login-mode value once, however often it runs', async () => {
    const first = await runSeed(database.db, SEED_STEPS);
    expect(first.ran).toEqual(SEED_STEPS.map((step) => step.id));
    const second = await runSeed(database.db, SEED_STEPS);
    expect(second).toEqual({ ran: [], skipped: first.ran });

    const values = await database.db.select().from(staticValues);
    expect(values.filter((row) => row.id === LOGIN_CHECK_ID)).toEqual([
      expect.objectContaining({ value: 'false', mode: 'MOBILE' }),
    ]);
    expect(await database.db.select().from(seedRuns)).toHaveLength(SEED_STEPS.length);
    const third = await runSeed(database.db, SEED_STEPS);
    expect(third.ran).toEqual([]);
    expect(await database.db.select().from(staticValues)).toEqual(values);
  });

  it('rolls a failing step back so it runs again next time', async () => {
    let attempts = 0;
    const flaky = {
      id: 'test/flaky@1',
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('boom');
        await Promise.resolve();
      },
    };
    await expect(runSeed(database.db, [flaky])).rejects.toThrow('boom');
    expect(await runSeed(database.db, [flaky])).toEqual({ ran: ['test/flaky@1'], skipped: [] });
  });
});
