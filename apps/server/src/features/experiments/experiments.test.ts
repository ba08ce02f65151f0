import { guestLoginResponseSchema } from '@lumus/contract/auth/guest-login';
import {
  LANDING_PAGE_EXPERIMENT,
  LANDING_PAGE_VARIANTS,
  experimentsCall,
  experimentExposureCall,
} from '@lumus/contract/experiments/experiments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, signInByPhone } from '../auth/sign-in-test-helpers';
import { runSeed } from '../seed/run-seed';
import {
  experimentAssignments,
  experimentExposures,
  experiments,
  experimentVariants,
} from './experiments-tables';
import { REASON_NO_SUBJECT, REASON_UNKNOWN_GUEST } from './experiments-routes';
import { guestLoginCall } from '@lumus/contract/auth/auth-calls';

describe('experiments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await runSeed(t.database.db, SEED_STEPS);
  });
  afterAll(async () => {
    await t.close();
  });

  let device = 0;
  const newGuest = async (): Promise<string> => {
    device += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: guestLoginCall.path,
      payload: {
        businessId: 12,
        timezone: 'Europe/Berlin',
        appId: 3,
        deviceId: `exp-device-${device}`,
        hardwareId: '',
      },
    });
    const id = guestLoginResponseSchema.parse(response.json()).data?.guestUserId;
    if (id === undefined) throw new Error(response.body);
    return id;
  };

  const experimentsOf = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: `${experimentsCall.path}${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return experimentsCall.response.parse(response.json()).data.experiments;
  };

  const landingVariant = async (query: string, headers: Record<string, string> = {}) =>
    (await experimentsOf(query, headers)).find((e) => e.experiment === LANDING_PAGE_EXPERIMENT)
      ?.variant;

  it('gives a guest a seeded variant and the same one on every later call', async () => {
    const guest = await newGuest();
    const first = await landingVariant(`?guestUserId=${guest}`);
    expect(LANDING_PAGE_VARIANTS).toContain(first);
    for (let i = 0; i < 3; i += 1)
      expect(await landingVariant(`?guestUserId=${guest}`)).toBe(first);
  });

  it('keeps an assignment when the weights change afterwards (sticky in the database)', async () => {
    const guest = await newGuest();
    const before = await landingVariant(`?guestUserId=${guest}`);
    const { db } = t.database;
    const [row] = await db
      .select({ weight: experimentVariants.weight })
      .from(experimentVariants)
      .innerJoin(experiments, eq(experiments.id, experimentVariants.experimentId))
      .where(eq(experimentVariants.key, before ?? ''));
    if (row === undefined || before === undefined) throw new Error('not seeded');
    const others = LANDING_PAGE_VARIANTS.filter((variant) => variant !== before);
    // Every new subject now gets another variant; this guest must keep theirs.
    await db
      .update(experimentVariants)
      .set({ weight: 0 })
      .where(eq(experimentVariants.key, before));
    expect(await landingVariant(`?guestUserId=${guest}`)).toBe(before);
    const fresh = await landingVariant(`?guestUserId=${await newGuest()}`);
    expect(others).toContain(fresh);
    // Restore the seeded weights for the other tests.
    await db
      .update(experimentVariants)
      .set({ weight: row.weight })
      .where(eq(experimentVariants.key, before));
  });

  it('splits real guests across all variants', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const variant = await landingVariant(`?guestUserId=${await newGuest()}`);
      if (variant !== undefined) seen.add(variant);
    }
    expect([...seen].toSorted()).toEqual([...LANDING_PAGE_VARIANTS].toSorted());
  });

  it('carries a guest variant over to the user who signs in on that device, then keeps it', async () => {
    const guest = await newGuest();
    const asGuest = await landingVariant(`?guestUserId=${guest}`);
    const { userId, authToken } = await signInByPhone(t.app, {
      countryCode: '91',
      mobile: '9876512345',
    });
    const headers = authHeaders(authToken, userId);
    expect(await landingVariant(`?guestUserId=${guest}`, headers)).toBe(asGuest);
    // Signed in on another device (another guest id): the user's own assignment wins.
    const otherGuest = await newGuest();
    expect(await landingVariant(`?guestUserId=${otherGuest}`, headers)).toBe(asGuest);
    expect(await landingVariant('', headers)).toBe(asGuest);
  });

  it('refuses a call without a subject, an unknown guest and a bad token, and stores nothing', async () => {
    const count = async () => (await t.database.db.select().from(experimentAssignments)).length;
    const before = await count();
    const none = await t.app.inject({ url: experimentsCall.path });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ status: 'fail', reason: REASON_NO_SUBJECT });
    const unknown = await t.app.inject({ url: `${experimentsCall.path}?guestUserId=nobody` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'fail', reason: REASON_UNKNOWN_GUEST });
    const badToken = await t.app.inject({
      url: `${experimentsCall.path}?guestUserId=${await newGuest()}`,
      headers: authHeaders('not-a-token', 1),
    });
    expect(badToken.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('records one exposure row per guest and counts each page view', async () => {
    const guest = await newGuest();
    const variant = await landingVariant(`?guestUserId=${guest}`);
    const expose = () =>
      t.app.inject({
        method: 'POST',
        url: experimentExposureCall.path,
        payload: { guestUserId: guest, experiment: LANDING_PAGE_EXPERIMENT },
      });
    const first = await expose();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'success',
      data: { experiment: LANDING_PAGE_EXPERIMENT, variant },
    });
    await expose();
    const rows = await t.database.db
      .select()
      .from(experimentExposures)
      .where(eq(experimentExposures.subject, `guest:${guest}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ variant, views: 2 });
  });

  it('answers 404 for an exposure of an experiment that does not run', async () => {
    const guest = await newGuest();
    const response = await t.app.inject({
      method: 'POST',
      url: experimentExposureCall.path,
      payload: { guestUserId: guest, experiment: 'no-such-test' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'fail',
      reason: 'No running experiment named no-such-test.',
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: experimentExposureCall.path,
      payload: { guestUserId: guest },
    });
    expect(missing.statusCode).toBe(400);
  });
});
