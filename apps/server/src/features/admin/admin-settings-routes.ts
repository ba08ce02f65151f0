import {
  STATIC_VALUE_PROBLEM_REASONS,
  staticValueProblem,
} from '@lumus/contract/admin/admin-static-values';
import { BASE_CURRENCY, MINOR_PER_MAJOR } from '@lumus/contract/wallet/money';
import type { AdminRechargePack } from '@lumus/contract/admin/admin-settings';
import {
  CURRENCY_SYMBOL,
  CUSTOM_AMOUNT_LIMITS,
  MINOR_PER_UNIT,
  type MarketCurrency,
} from '@lumus/contract/markets/market-currency';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { currencyRates } from '../currency/currency-tables';
import { rechargePacks } from '../payments/payment-tables';
import { saveFreeChatMinutes } from '../static-values/free-chat-minutes';
import { staticValues } from '../static-values/static-values-tables';
import { type AdminRouteDeps } from './admin-call';
import { experiments, experimentVariants } from '../experiments/experiments-tables';
import {
  findPack,
  findRate,
  findStaticValue,
  listExperiments,
  readSettings,
} from './admin-settings';
import { recordAudit } from './audit-log';
import {
  adminCurrencyRateSaveCall,
  adminExperimentSaveCall,
  adminFreeChatMinutesSaveCall,
  adminRechargePackSaveCall,
  adminSettingsGetCall,
  adminStaticValueSaveCall,
} from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

export const REASON_PACK_CURRENCY_FIXED =
  'currency: a pack keeps the currency it was made in; add a new pack and switch this one off.';

/**
 * The currency a saved pack is in: chosen at creation (INR when not named), never changed after,
 * since users saw and bought it at that amount (decision 052). The amount must lie within the
 * currency's limits: a €2,000 pack is a typing slip, not a price.
 */
function packCurrency(
  before: AdminRechargePack | null,
  input: Readonly<{ currency?: MarketCurrency | undefined; amountMinor: number }>,
): MarketCurrency {
  if (before !== null && input.currency !== undefined && input.currency !== before.currency) {
    throw new CallFailure(400, REASON_PACK_CURRENCY_FIXED);
  }
  const currency = before?.currency ?? input.currency ?? 'INR';
  const { min, max } = CUSTOM_AMOUNT_LIMITS[currency];
  if (input.amountMinor < min || input.amountMinor > max) {
    const sign = CURRENCY_SYMBOL[currency];
    throw new CallFailure(
      400,
      `amountMinor: ${currency} packs are ${sign}${min / MINOR_PER_UNIT} to ${sign}${max / MINOR_PER_UNIT} (${min} to ${max} minor units).`,
    );
  }
  return currency;
}

export function registerAdminSettingsRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; clock: () => Date; freeChatMinutesDefault: number }>,
): void {
  const { db } = deps;
  const settings = () => readSettings(db, deps.freeChatMinutesDefault);

  registerCall(route.app, adminSettingsGetCall, settings);

  registerCall(
    route.app,
    adminStaticValueSaveCall,
    async ({ id, value, mode, description }, { user }) => {
      const problem = staticValueProblem(id, value, mode);
      if (problem !== null) throw new CallFailure(400, STATIC_VALUE_PROBLEM_REASONS[problem]);
      const now = deps.clock();
      await db.transaction(async (tx) => {
        const before = await findStaticValue(tx, id);
        await tx
          .insert(staticValues)
          .values({ id, value, mode, description: description ?? '', updatedAt: now })
          .onConflictDoUpdate({
            target: staticValues.id,
            set: {
              value,
              mode,
              updatedAt: now,
              ...(description === undefined ? {} : { description }),
            },
          });
        await recordAudit(tx, {
          adminUserId: user.id,
          action: 'static_value.save',
          targetType: 'static_value',
          targetId: id,
          before,
          after: await findStaticValue(tx, id),
        });
      });
      return settings();
    },
  );

  registerCall(route.app, adminRechargePackSaveCall, async ({ id, ...input }, { user }) => {
    await db.transaction(async (tx) => {
      const before = id === undefined ? null : await findPack(tx, id);
      if (id !== undefined && before === null) {
        throw new CallFailure(404, `No recharge pack with id ${id}.`);
      }
      const fields = { ...input, currency: packCurrency(before, input) };
      let packId = id;
      if (packId === undefined) {
        const [created] = await tx
          .insert(rechargePacks)
          .values(fields)
          .returning({ id: rechargePacks.id });
        packId = created?.id;
      } else {
        await tx.update(rechargePacks).set(fields).where(eq(rechargePacks.id, packId));
      }
      if (packId === undefined) throw new Error('recharge pack insert returned nothing');
      await recordAudit(tx, {
        adminUserId: user.id,
        action: id === undefined ? 'recharge_pack.create' : 'recharge_pack.update',
        targetType: 'recharge_pack',
        targetId: packId,
        before,
        after: await findPack(tx, packId),
      });
    });
    return settings();
  });

  registerCall(route.app, adminCurrencyRateSaveCall, async ({ isoCode, ...fields }, { user }) => {
    // Every amount is stored in INR paise: the base currency's rate is fixed and always on.
    if (
      isoCode === BASE_CURRENCY &&
      (fields.conversionFactor !== MINOR_PER_MAJOR || !fields.enabled)
    ) {
      throw new CallFailure(
        400,
        `conversionFactor: ${BASE_CURRENCY} stays at ${MINOR_PER_MAJOR} and enabled.`,
      );
    }
    const now = deps.clock();
    await db.transaction(async (tx) => {
      const before = await findRate(tx, isoCode);
      await tx
        .insert(currencyRates)
        .values({ isoCode, ...fields, updatedAt: now })
        .onConflictDoUpdate({ target: currencyRates.isoCode, set: { ...fields, updatedAt: now } });
      await recordAudit(tx, {
        adminUserId: user.id,
        action: 'currency_rate.save',
        targetType: 'currency_rate',
        targetId: isoCode,
        before,
        after: await findRate(tx, isoCode),
      });
    });
    return settings();
  });

  registerCall(route.app, adminFreeChatMinutesSaveCall, async ({ minutes }, { user }) => {
    const before = await readSettings(db, deps.freeChatMinutesDefault);
    await db.transaction(async (tx) => {
      await saveFreeChatMinutes(tx, minutes, deps.clock());
      await recordAudit(tx, {
        adminUserId: user.id,
        action: 'free_chat_minutes.save',
        targetType: 'setting',
        targetId: 'free_chat_minutes',
        before: { minutes: before.freeChatMinutes, fromEnv: before.freeChatMinutesFromEnv },
        after: { minutes, fromEnv: false },
      });
    });
    return settings();
  });

  registerCall(route.app, adminExperimentSaveCall, async ({ key, active, variants }, { user }) => {
    await db.transaction(async (tx) => {
      const [before] = await listExperiments(tx, key);
      if (before === undefined) throw new CallFailure(404, `No experiment "${key}".`);
      const known = new Set(before.variants.map((variant) => variant.key));
      const unknown = variants.find((variant) => !known.has(variant.key));
      if (unknown !== undefined) {
        throw new CallFailure(400, `variants: "${unknown.key}" is not a variant of ${key}.`);
      }
      const weights = new Map(before.variants.map((variant) => [variant.key, variant.weight]));
      for (const variant of variants) weights.set(variant.key, variant.weight);
      // An active experiment with every weight 0 could assign nobody.
      if (active && [...weights.values()].every((weight) => weight === 0)) {
        throw new CallFailure(400, 'variants: an active experiment needs a weight above 0.');
      }
      await tx.update(experiments).set({ active }).where(eq(experiments.id, before.id));
      for (const variant of variants) {
        await tx
          .update(experimentVariants)
          .set({ weight: variant.weight })
          .where(
            and(
              eq(experimentVariants.experimentId, before.id),
              eq(experimentVariants.key, variant.key),
            ),
          );
      }
      const [after] = await listExperiments(tx, key);
      await recordAudit(tx, {
        adminUserId: user.id,
        action: 'experiment.save',
        targetType: 'experiment',
        targetId: key,
        before,
        after,
      });
    });
    return settings();
  });
}
