import { adminSettingsGetCall } from '@lumus/contract/admin/admin-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callData, signedInUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminUser } from '../admin/admin-test-helpers';
import { paymentLogs } from '../payments/payment-tables';
import {
  experimentAssignments,
  experimentExposures,
  experiments,
  experimentVariants,
} from './experiments-tables';

const T = Date.parse('2026-03-10T12:00:00Z');
const at = (hours: number) => new Date(T + hours * 3_600_000);

describe(`experiment outcomes per variant (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function experiment(key: string, variants: string[]): Promise<number> {
    const [row] = await t.database.db
      .insert(experiments)
      .values({ key, description: key })
      .returning({ id: experiments.id });
    if (row === undefined) throw new Error('no experiment');
    await t.database.db
      .insert(experimentVariants)
      .values(variants.map((variant) => ({ experimentId: row.id, key: variant, weight: 1 })));
    return row.id;
  }

  async function expose(experimentId: number, subject: string, variant: string, hours: number) {
    const seen = at(hours);
    await t.database.db
      .insert(experimentAssignments)
      .values({ experimentId, subject, variant, assignedAt: seen });
    await t.database.db
      .insert(experimentExposures)
      .values({ experimentId, subject, variant, views: 3, firstSeenAt: seen, lastSeenAt: seen });
  }

  async function payment(userId: number, amount: number, status: string, hours: number) {
    await t.database.db.insert(paymentLogs).values({
      userId,
      amountMinor: amount,
      netMinor: amount,
      // Bonus and tax are not revenue: only the net may be summed.
      bonusMinor: 999,
      taxMinor: 1_111,
      totalMinor: amount + 1_111,
      taxBasisPoints: 1800,
      method: 'test',
      status,
      createdAt: at(hours),
      completedAt: status === 'success' ? at(hours) : null,
    });
  }

  /** A German top-up: €10 gross with 19 % VAT inside, €8.40 of it revenue. */
  async function euroPayment(userId: number, hours: number) {
    await t.database.db.insert(paymentLogs).values({
      userId,
      amountMinor: 1_000,
      netMinor: 840,
      bonusMinor: 500,
      taxMinor: 160,
      totalMinor: 1_000,
      taxBasisPoints: 1900,
      taxMode: 'inclusive',
      market: 'DE',
      currency: 'EUR',
      method: 'test',
      status: 'success',
      createdAt: at(hours),
      completedAt: at(hours),
    });
  }

  it('counts exposed users, first payments after exposure and top-up gross after exposure', async () => {
    const admin = await adminUser(t.app, t.database.db, '9341100001');
    const [a, b, c, d] = await Promise.all(
      ['9341100002', '9341100003', '9341100004', '9341100005'].map((m) => signedInUser(t.app, m)),
    );
    if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error();
    const banner = await experiment('outcome_banner', ['control', 'warm']);
    const later = await experiment('outcome_later', ['control']);
    await expose(banner, `user:${a.userId}`, 'control', 0);
    await expose(banner, `user:${b.userId}`, 'control', 0);
    await expose(banner, 'guest:3f2a9c', 'control', 0);
    await expose(banner, `user:${c.userId}`, 'warm', 5);
    await expose(banner, `user:${d.userId}`, 'warm', 5);
    await expose(later, `user:${a.userId}`, 'control', 48);

    // a paid before seeing it: not a first payer, but the top-up after counts as revenue.
    await payment(a.userId, 10_000, 'success', -24);
    await payment(a.userId, 20_000, 'success', 24);
    // b: a failed attempt, then a first top-up after exposure.
    await payment(b.userId, 5_000, 'failed', 1);
    await payment(b.userId, 30_000, 'success', 2);
    // c: first top-up at the very moment of exposure counts (at or after), and a repeat.
    await payment(c.userId, 7_000, 'success', 5);
    await payment(c.userId, 3_000, 'success', 72);
    // d never pays in rupees (a pending payment is no revenue), but tops up in euros.
    await payment(d.userId, 50_000, 'pending', 6);
    await euroPayment(d.userId, 7);

    const settings = await callData(t.app, admin, adminSettingsGetCall, {});
    const variants = (key: string) =>
      settings.experiments
        .find((e) => e.key === key)
        ?.variants.map((v) => ({
          key: v.key,
          exposed: v.exposed,
          exposedUsers: v.exposedUsers,
          firstPayers: v.firstPayers,
          revenue: v.revenue,
        }));
    expect(variants('outcome_banner')).toEqual([
      {
        key: 'control',
        exposed: 3,
        exposedUsers: 2,
        firstPayers: 1,
        revenue: { INR: 50_000, EUR: 0 },
      },
      // Rupees and euros apart: 840 cents are never added to 10,000 paise.
      {
        key: 'warm',
        exposed: 2,
        exposedUsers: 2,
        firstPayers: 2,
        revenue: { INR: 10_000, EUR: 840 },
      },
    ]);
    // Seen two days in: a's only top-up after that is none, and a had paid long before.
    expect(variants('outcome_later')).toEqual([
      { key: 'control', exposed: 1, exposedUsers: 1, firstPayers: 0, revenue: { INR: 0, EUR: 0 } },
    ]);
  });
});
