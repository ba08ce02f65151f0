import { ADMIN_PATHS } from '@lumus/contract/admin/admin-paths';
import type { AdminExperiment, AdminSettings } from '@lumus/contract/admin/admin-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { assignmentsFor, recordExposure, type Subject } from '../experiments/experiments';
import { injectAs, signedInUser, type TestUser } from '../../test/call-client';
import { adminUser, call } from './admin-test-helpers';
import { REASON_PACK_CURRENCY_FIXED } from './admin-settings-routes';
import { rechargePacksCall } from '@lumus/contract/payments/recharge-packs';
import { staticValueCall } from '@lumus/contract/static-value';
import { adminAuditListCall, adminSettingsGetCall } from '@lumus/contract/admin/admin-calls';

type AuditItem = { action: string; targetId: string; before: unknown; after: unknown };

describe(`admin settings (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let test: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await adminUser(test.app, test.database.db, '9833300001');
  });
  afterAll(async () => {
    await test.close();
  });

  const post = (key: keyof typeof ADMIN_PATHS, fields: Record<string, unknown>) =>
    injectAs(test.app, admin, 'POST', ADMIN_PATHS[key], fields);

  async function audit(filters: Record<string, unknown>): Promise<AuditItem[]> {
    const response = await call(test.app, admin, adminAuditListCall, filters);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { items: AuditItem[] } }>().data.items;
  }

  async function experiment(key: string): Promise<AdminExperiment | undefined> {
    const response = await call(test.app, admin, adminSettingsGetCall);
    return response.json<{ data: AdminSettings }>().data.experiments.find((e) => e.key === key);
  }

  async function variantsOf(subjects: Subject[], key: string): Promise<string[]> {
    const now = new Date();
    const variants = [];
    for (const subject of subjects) {
      const [assignment] = await assignmentsFor(test.database.db, subject, {
        now,
        experiment: key,
      });
      variants.push(assignment?.variant ?? 'none');
    }
    return variants;
  }

  const subjects = (from: number, to: number): Subject[] =>
    Array.from(
      { length: to - from },
      (_, index) => `guest:sticky-${String(from + index)}` as const,
    );

  it('creates an experiment and adds a variant; weights never move who is assigned', async () => {
    const created = await post('experimentCreate', {
      key: 'admin_sticky',
      description: 'Sticky check',
      active: true,
      variants: [
        { key: 'first', weight: 100 },
        { key: 'second', weight: 0 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const early = subjects(0, 20);
    expect(new Set(await variantsOf(early, 'admin_sticky'))).toEqual(new Set(['first']));
    const now = new Date();
    for (const subject of [...early.slice(0, 5), early[0] ?? 'guest:none']) {
      await recordExposure(test.database.db, subject, 'admin_sticky', { now });
    }

    const reweighted = await post('experimentSave', {
      key: 'admin_sticky',
      active: true,
      variants: [
        { key: 'first', weight: 0 },
        { key: 'second', weight: 100 },
      ],
    });
    expect(reweighted.statusCode, reweighted.body).toBe(200);
    const added = await post('experimentVariantAdd', {
      experiment: 'admin_sticky',
      key: 'third',
      weight: 100,
    });
    expect(added.statusCode, added.body).toBe(200);

    // Everybody assigned before keeps "first"; newcomers only get the weighted variants.
    expect(new Set(await variantsOf(early, 'admin_sticky'))).toEqual(new Set(['first']));
    const late = await variantsOf(subjects(20, 60), 'admin_sticky');
    expect(late).not.toContain('first');
    expect(new Set(late)).toEqual(new Set(['second', 'third']));

    const listed = await experiment('admin_sticky');
    expect(listed).toMatchObject({
      description: 'Sticky check',
      active: true,
      variants: [
        { key: 'first', weight: 0, assigned: 20, exposed: 5, views: 6 },
        { key: 'second', weight: 100, exposed: 0 },
        { key: 'third', weight: 100, exposed: 0 },
      ],
    });
    const spread = listed?.variants.map((variant) => variant.assigned);
    expect((spread?.[1] ?? 0) + (spread?.[2] ?? 0)).toBe(40);

    const entries = await audit({ targetType: 'experiment', targetId: 'admin_sticky' });
    expect(entries.map((entry) => entry.action)).toEqual([
      'experiment.variant_add',
      'experiment.save',
      'experiment.create',
    ]);
    expect(entries[2]).toMatchObject({
      before: null,
      after: { key: 'admin_sticky', variants: [{ key: 'first' }, { key: 'second' }] },
    });
    expect(entries[0]).toMatchObject({
      before: { variants: [{ key: 'first' }, { key: 'second' }] },
      after: { variants: [{ key: 'first' }, { key: 'second' }, { key: 'third', weight: 100 }] },
    });
  });

  it('refuses a taken key, a variant twice, an unknown experiment and an active one without weight', async () => {
    const first = { key: 'admin_dupe', variants: [{ key: 'a', weight: 1 }] };
    expect((await post('experimentCreate', first)).statusCode).toBe(200);
    const again = await post('experimentCreate', first);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'fail', reason: 'key: "admin_dupe" already exists.' });

    const twice = await post('experimentVariantAdd', {
      experiment: 'admin_dupe',
      key: 'a',
      weight: 5,
    });
    expect(twice.statusCode).toBe(409);
    const unknown = await post('experimentVariantAdd', { experiment: 'nope', key: 'b', weight: 1 });
    expect(unknown.statusCode).toBe(404);

    const weightless = await post('experimentCreate', {
      key: 'admin_weightless',
      active: true,
      variants: [{ key: 'a', weight: 0 }],
    });
    expect(weightless.statusCode).toBe(400);
    expect(weightless.json<{ reason: string }>().reason).toMatch(/weight above 0/);
    expect(await experiment('admin_weightless')).toBeUndefined();
    // Nothing was changed or audited by the refusals.
    expect(await experiment('admin_dupe')).toMatchObject({
      active: false,
      variants: [{ key: 'a', weight: 1 }],
    });
    expect(await audit({ targetType: 'experiment', targetId: 'admin_dupe' })).toHaveLength(1);
  });

  it('edits every static value by the rule of its id and audits before and after', async () => {
    const link = await post('staticValueSave', { id: 508, value: 'javascript:alert(1)' });
    expect(link.statusCode).toBe(400);
    expect(link.json<{ reason: string }>().reason).toMatch(/http\(s\) link/);
    const linkWithMode = await post('staticValueSave', {
      id: 508,
      value: 'https://example.com/app',
      mode: 'EMAIL',
    });
    expect(linkWithMode.statusCode).toBe(400);

    const savedLink = await post('staticValueSave', { id: 508, value: 'https://example.com/app' });
    expect(savedLink.statusCode, savedLink.body).toBe(200);
    const publicLink = await test.app.inject({ url: `${staticValueCall.path}?id=508` });
    expect(publicLink.json()).toMatchObject({ value: 'https://example.com/app' });

    expect((await post('staticValueSave', { id: 510, value: '601' })).statusCode).toBe(400);
    expect((await post('staticValueSave', { id: 510, value: '2.5' })).statusCode).toBe(400);
    const minutes = await post('staticValueSave', { id: 510, value: '4' });
    expect(minutes.json()).toMatchObject({
      data: { freeChatMinutes: 4, freeChatMinutesFromEnv: false },
    });

    expect(
      (await post('staticValueSave', { id: 507, value: 'true', mode: 'FAX' })).statusCode,
    ).toBe(400);
    expect((await post('staticValueSave', { id: 900, value: '  ' })).statusCode).toBe(400);
    const other = await post('staticValueSave', {
      id: 900,
      value: 'any text',
      description: 'Note',
    });
    const stored = other
      .json<{ data: AdminSettings }>()
      .data.staticValues.find((row) => row.id === 900);
    expect(stored).toMatchObject({ value: 'any text', mode: null, description: 'Note' });

    const [linkEntry] = await audit({ targetType: 'static_value', targetId: '508' });
    expect(linkEntry).toMatchObject({
      action: 'static_value.save',
      before: null,
      after: { id: 508, value: 'https://example.com/app' },
    });
    await post('staticValueSave', { id: 510, value: '0' });
    const [minutesEntry] = await audit({ targetType: 'static_value', targetId: '510' });
    expect(minutesEntry).toMatchObject({ before: { value: '4' }, after: { value: '0' } });
  });

  it('creates a recharge pack that is offered, audited, and can be deactivated', async () => {
    const user = await signedInUser(test.app, '9833300002');
    const created = await post('rechargePackSave', {
      amountMinor: 123_400,
      bonusPercent: 15,
      sortOrder: 7,
      active: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const pack = created
      .json<{ data: AdminSettings }>()
      .data.rechargePacks.find((p) => p.amountMinor === 123_400);
    expect(pack).toMatchObject({ bonusPercent: 15, sortOrder: 7, active: true, isPopular: false });
    const offered = async () =>
      (await call(test.app, user, rechargePacksCall))
        .json<{ data: { packs: { id: number }[] } }>()
        .data.packs.some((p) => p.id === pack?.id);
    expect(await offered()).toBe(true);

    const [entry] = await audit({ action: 'recharge_pack.create' });
    expect(entry).toMatchObject({
      targetId: String(pack?.id),
      before: null,
      after: { amountMinor: 123_400, bonusPercent: 15, sortOrder: 7, active: true },
    });

    const off = await post('rechargePackSave', { ...pack, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await offered()).toBe(false);
    expect(
      (await post('rechargePackSave', { amountMinor: 50_000, bonusPercent: 300 })).statusCode,
    ).toBe(400);
  });

  it('makes a euro pack, keeps its currency, and holds each currency to its own limits', async () => {
    const created = await post('rechargePackSave', {
      currency: 'EUR',
      amountMinor: 2_500,
      bonusPercent: 10,
    });
    expect(created.statusCode, created.body).toBe(200);
    const pack = created
      .json<{ data: AdminSettings }>()
      .data.rechargePacks.find((p) => p.currency === 'EUR' && p.amountMinor === 2_500);
    expect(pack).toMatchObject({ currency: 'EUR', bonusPercent: 10 });
    const [entry] = await audit({ action: 'recharge_pack.create', targetId: String(pack?.id) });
    expect(entry).toMatchObject({ after: { currency: 'EUR', amountMinor: 2_500 } });

    // An edit may repeat the currency or leave it out, never change it; nothing changes then.
    const moved = await post('rechargePackSave', { ...pack, currency: 'INR' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ status: 'fail', reason: REASON_PACK_CURRENCY_FIXED });
    const edited = await post('rechargePackSave', { id: pack?.id, amountMinor: 3_000 });
    expect(
      edited.json<{ data: AdminSettings }>().data.rechargePacks.find((p) => p.id === pack?.id),
    ).toMatchObject({ currency: 'EUR', amountMinor: 3_000 });

    // €1 to €1,000 for euros (₹1 to ₹1,00,000 for rupees), whole cents, never negative.
    for (const [fields, reason] of [
      [{ currency: 'EUR', amountMinor: 100_001 }, 'amountMinor: EUR packs are €1 to €1000'],
      [{ currency: 'EUR', amountMinor: 99 }, 'amountMinor: EUR packs are €1 to €1000'],
      [{ currency: 'EUR', amountMinor: 250.5 }, 'amountMinor must be a whole number'],
      [{ currency: 'INR', amountMinor: -500 }, 'amountMinor: INR packs are ₹1 to ₹100000'],
      [{ currency: 'INR', amountMinor: 10_000_001 }, 'amountMinor: INR packs are ₹1 to ₹100000'],
      [{ currency: 'USD', amountMinor: 500 }, 'currency must be INR or EUR'],
    ] as const) {
      const refused = await post('rechargePackSave', fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json<{ reason: string }>().reason).toContain(reason);
    }
    expect(
      (await post('rechargePackSave', { currency: 'INR', amountMinor: 100_001 })).statusCode,
    ).toBe(200);
  });
});
