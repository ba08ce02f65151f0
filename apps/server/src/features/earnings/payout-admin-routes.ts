import {
  adminFreeCompensationSaveCall,
  adminPayoutBatchCreateCall,
  adminPayoutBatchesCall,
  adminPayoutBatchExportCall,
  adminPayoutBatchGetCall,
  adminPayoutBatchMarkPaidCall,
  adminPayoutMarketSetCall,
  adminPayoutSettingsCall,
  type PayoutSettings,
} from '@lumus/contract/earnings/payout-admin-calls';
import { PAYOUT_CURRENCY, PAYOUT_MARKETS } from '@lumus/contract/earnings/payout-methods';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';
import { recordAudit } from '../admin/audit-log';
import { consultants } from '../catalogue/catalogue-tables';
import { currencyRates } from '../currency/currency-tables';
import { readFreeCompensationRate } from './earnings-ledger';
import { payoutProfiles, payoutSettings } from './earnings-tables';
import { createBatch, markBatchPaid } from './payout-batches';
import { batchBankFile } from './payout-bank-file';
import { batchDetail, listBatches } from './payout-views';
import type { EarningsDeps } from './register-earnings';

const DAY_MS = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

export const REASON_NO_PSYCHIC = 'No psychic with this id.';
export const reasonNoRate = (currency: string) =>
  `There is no ${currency} conversion rate yet; add it under Settings first.`;

/** The operator's side of payouts (auth `admin`, checked by `registerCall`). */
export function registerPayoutAdminRoutes(app: FastifyInstance, deps: EarningsDeps): void {
  const { db, config } = deps;
  const offsetMs = config.clockOffsetHours * 3_600_000;
  // Only the operator's payout calls see the test offset (never set in production, config.ts).
  const clock = offsetMs === 0 ? deps.clock : () => new Date(deps.clock().getTime() + offsetMs);

  async function settings(): Promise<PayoutSettings> {
    const today = Date.parse(`${day(clock().getTime())}T00:00:00Z`);
    return {
      freeCompensationPerMinute: await readFreeCompensationRate(db),
      cycleDays: config.cycleDays,
      minimumPayout: config.minimumMinor,
      withholding: PAYOUT_MARKETS.map((market) => ({
        market,
        percent: config.withholdingBasisPoints[market] / 100,
      })),
      suggestedFrom: day(today - config.cycleDays * DAY_MS),
      suggestedTo: day(today - DAY_MS),
    };
  }

  registerCall(app, adminPayoutSettingsCall, settings);

  registerCall(app, adminFreeCompensationSaveCall, async ({ perMinute }, { user }) => {
    const now = clock();
    await db.transaction(async (tx) => {
      const before = await readFreeCompensationRate(tx);
      await tx
        .insert(payoutSettings)
        .values({ id: 1, freeCompensationPerMinuteMinor: perMinute, updatedAt: now })
        .onConflictDoUpdate({
          target: payoutSettings.id,
          set: { freeCompensationPerMinuteMinor: perMinute, updatedAt: now },
        });
      await recordAudit(tx, {
        adminUserId: user.id,
        action: 'payout_settings.free_compensation',
        targetType: 'payout_settings',
        targetId: 1,
        before: { perMinute: before },
        after: { perMinute },
      });
    });
    return settings();
  });

  registerCall(app, adminPayoutBatchCreateCall, async ({ from, to }, { user }) =>
    createBatch(db, { from, to, adminUserId: user.id, now: clock(), config }),
  );

  registerCall(app, adminPayoutBatchesCall, async () => ({ items: await listBatches(db) }));

  registerCall(app, adminPayoutBatchGetCall, async ({ batchId }) => batchDetail(db, batchId));

  registerCall(app, adminPayoutBatchExportCall, async ({ batchId }) => batchBankFile(db, batchId));

  registerCall(app, adminPayoutBatchMarkPaidCall, async ({ batchId }, { user }) =>
    markBatchPaid(db, { batchId, adminUserId: user.id, now: clock() }),
  );

  registerCall(app, adminPayoutMarketSetCall, async ({ consultantId, market }, { user }) => {
    const [psychic] = await db
      .select({ id: consultants.id })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    if (psychic === undefined) throw new CallFailure(404, REASON_NO_PSYCHIC);
    const currency = PAYOUT_CURRENCY[market];
    const [rate] = await db
      .select({ code: currencyRates.isoCode })
      .from(currencyRates)
      .where(eq(currencyRates.isoCode, currency));
    if (currency !== 'INR' && rate === undefined)
      throw new CallFailure(409, reasonNoRate(currency));
    const now = clock();
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ market: payoutProfiles.market, method: payoutProfiles.method })
        .from(payoutProfiles)
        .where(eq(payoutProfiles.consultantId, consultantId))
        .for('update');
      const keepMethod = before?.market === market;
      // A method of the old market cannot pay in the new currency: the psychic enters a new one.
      const method = keepMethod ? before.method : null;
      await tx
        .insert(payoutProfiles)
        .values({ consultantId, market, method, updatedAt: now })
        .onConflictDoUpdate({
          target: payoutProfiles.consultantId,
          set: { market, method, updatedAt: now },
        });
      await recordAudit(tx, {
        adminUserId: user.id,
        action: 'payout_profile.market',
        targetType: 'consultant',
        targetId: consultantId,
        before: { market: before?.market ?? 'IN' },
        after: { market, methodCleared: !keepMethod && before?.method != null },
      });
    });
    return { consultantId, market };
  });
}
