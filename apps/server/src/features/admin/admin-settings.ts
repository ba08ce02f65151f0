import type {
  AdminCurrencyRate,
  AdminExperiment,
  AdminRechargePack,
  AdminSettings,
  AdminStaticValue,
} from '@lumus/contract/admin/admin-settings';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { currencyRates } from '../currency/currency-tables';
import {
  experimentAssignments,
  experimentExposures,
  experiments,
  experimentVariants,
} from '../experiments/experiments-tables';
import { variantOutcomes } from '../experiments/experiment-outcomes';
import { rechargePacks } from '../payments/payment-tables';
import { readFreeChatMinutes } from '../static-values/free-chat-minutes';
import { staticValues } from '../static-values/static-values-tables';

function staticValueToWire(row: typeof staticValues.$inferSelect): AdminStaticValue {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

function packToWire(row: typeof rechargePacks.$inferSelect): AdminRechargePack {
  return {
    id: row.id,
    currency: row.currency === 'EUR' ? 'EUR' : 'INR',
    amountMinor: row.amountMinor,
    bonusPercent: row.bonusPercent,
    firstRechargeBonusPercent: row.firstRechargeBonusPercent,
    isPopular: row.isPopular,
    sortOrder: row.sortOrder,
    active: row.active,
  };
}

function rateToWire(row: typeof currencyRates.$inferSelect): AdminCurrencyRate {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function findStaticValue(db: Database, id: number) {
  const [row] = await db.select().from(staticValues).where(eq(staticValues.id, id));
  return row === undefined ? null : staticValueToWire(row);
}

export async function findPack(db: Database, id: number) {
  const [row] = await db.select().from(rechargePacks).where(eq(rechargePacks.id, id));
  return row === undefined ? null : packToWire(row);
}

export async function findRate(db: Database, isoCode: string) {
  const [row] = await db.select().from(currencyRates).where(eq(currencyRates.isoCode, isoCode));
  return row === undefined ? null : rateToWire(row);
}

type VariantCounts = { assigned: number; exposed: number; views: number };

/** Assignment and exposure counts per `experimentId:variant`. */
async function variantCounts(db: Database): Promise<Map<string, VariantCounts>> {
  const assigned = await db
    .select({
      id: experimentAssignments.experimentId,
      variant: experimentAssignments.variant,
      subjects: count(),
    })
    .from(experimentAssignments)
    .groupBy(experimentAssignments.experimentId, experimentAssignments.variant);
  const exposed = await db
    .select({
      id: experimentExposures.experimentId,
      variant: experimentExposures.variant,
      subjects: count(),
      views: sql<number>`coalesce(sum(${experimentExposures.views}), 0)`.mapWith(Number),
    })
    .from(experimentExposures)
    .groupBy(experimentExposures.experimentId, experimentExposures.variant);
  const counts = new Map<string, VariantCounts>();
  const entry = (id: number, variant: string) => {
    const key = `${id}:${variant}`;
    const found = counts.get(key) ?? { assigned: 0, exposed: 0, views: 0 };
    counts.set(key, found);
    return found;
  };
  for (const row of assigned) entry(row.id, row.variant).assigned = row.subjects;
  for (const row of exposed) {
    const found = entry(row.id, row.variant);
    found.exposed = row.subjects;
    found.views = row.views;
  }
  return counts;
}

/** Every experiment with its variants and their counts, by id. */
export async function listExperiments(db: Database, key?: string): Promise<AdminExperiment[]> {
  const rows = await db
    .select({
      experiment: experiments,
      variant: experimentVariants.key,
      weight: experimentVariants.weight,
    })
    .from(experiments)
    .leftJoin(experimentVariants, eq(experimentVariants.experimentId, experiments.id))
    .where(key === undefined ? undefined : eq(experiments.key, key))
    .orderBy(asc(experiments.id), asc(experimentVariants.key));
  const counts = await variantCounts(db);
  const outcomes = await variantOutcomes(db);
  const byId = new Map<number, AdminExperiment>();
  for (const row of rows) {
    const entry = byId.get(row.experiment.id) ?? {
      id: row.experiment.id,
      key: row.experiment.key,
      description: row.experiment.description,
      active: row.experiment.active,
      variants: [],
    };
    if (row.variant !== null) {
      const counted = counts.get(`${row.experiment.id}:${row.variant}`);
      const outcome = outcomes.get(`${row.experiment.id}:${row.variant}`);
      entry.variants.push({
        key: row.variant,
        weight: row.weight ?? 0,
        assigned: counted?.assigned ?? 0,
        exposed: counted?.exposed ?? 0,
        views: counted?.views ?? 0,
        exposedUsers: outcome?.exposedUsers ?? 0,
        firstPayers: outcome?.firstPayers ?? 0,
        revenue: outcome?.revenue ?? { INR: 0, EUR: 0 },
      });
    }
    byId.set(entry.id, entry);
  }
  return [...byId.values()];
}

export async function readSettings(
  db: Database,
  freeChatEnvDefault: number,
): Promise<AdminSettings> {
  const free = await readFreeChatMinutes(db, freeChatEnvDefault);
  return {
    staticValues: (await db.select().from(staticValues).orderBy(asc(staticValues.id))).map(
      staticValueToWire,
    ),
    rechargePacks: (
      await db
        .select()
        .from(rechargePacks)
        .orderBy(asc(rechargePacks.sortOrder), asc(rechargePacks.amountMinor))
    ).map(packToWire),
    currencyRates: (await db.select().from(currencyRates).orderBy(asc(currencyRates.isoCode))).map(
      rateToWire,
    ),
    freeChatMinutes: free.minutes,
    freeChatMinutesFromEnv: free.fromEnv,
    experiments: await listExperiments(db),
  };
}
