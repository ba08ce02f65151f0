import type { RechargePack } from '@lumus/contract/payments/recharge-packs';
import { quotePayment } from '@lumus/contract/payments/payment-quote';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { rechargePacks } from './payment-tables';

export type PackRow = typeof rechargePacks.$inferSelect;

export function bonusPercentFor(pack: PackRow, firstRecharge: boolean): number {
  return firstRecharge
    ? Math.max(pack.bonusPercent, pack.firstRechargeBonusPercent)
    : pack.bonusPercent;
}

/** The active packs of one currency, as the operator ordered them. */
export async function listActivePacks(db: Database, currency: MarketCurrency): Promise<PackRow[]> {
  return db
    .select()
    .from(rechargePacks)
    .where(and(eq(rechargePacks.active, true), eq(rechargePacks.currency, currency)))
    .orderBy(asc(rechargePacks.sortOrder), asc(rechargePacks.amountMinor));
}

export async function findActivePack(db: Database, packId: number): Promise<PackRow | undefined> {
  const [pack] = await db
    .select()
    .from(rechargePacks)
    .where(and(eq(rechargePacks.id, packId), eq(rechargePacks.active, true)));
  return pack;
}

export function packForUser(pack: PackRow, firstRecharge: boolean): RechargePack {
  const bonusPercent = bonusPercentFor(pack, firstRecharge);
  return {
    id: pack.id,
    amount: pack.amountMinor,
    bonusPercent,
    bonusAmount: quotePayment({ amountMinor: pack.amountMinor, bonusPercent, taxBasisPoints: 0 })
      .bonusMinor,
    regularBonusPercent: pack.bonusPercent,
    isPopular: pack.isPopular,
  };
}
