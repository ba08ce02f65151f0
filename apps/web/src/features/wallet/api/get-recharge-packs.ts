import { rechargePacksCall } from '@lumus/contract/payments/recharge-packs';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { walletKeys } from './wallet-query-keys';

/**
 * `recharge/amount/get/by/userId`: packs with this user's bonus, tax rate and limits, in the
 * wallet's currency, or before the first top-up in the viewer's market `currency` (decision 045).
 */
export function rechargePacksQuery(userId: string | null, currency: MarketCurrency) {
  return queryOptions({
    queryKey: [...walletKeys.packs(userId), currency],
    queryFn: async ({ signal }) => {
      return api.call(rechargePacksCall, { currency }, { signal });
    },
  });
}
