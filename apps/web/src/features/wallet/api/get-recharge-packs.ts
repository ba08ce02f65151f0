import { rechargePacksCall } from '@lumus/contract/payments/recharge-packs';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { walletKeys } from './wallet-query-keys';

/** `recharge/amount/get/by/userId`: packs with this user's bonus, tax rate and limits. */
export function rechargePacksQuery(userId: string | null) {
  return queryOptions({
    queryKey: walletKeys.packs(userId),
    queryFn: async ({ signal }) => {
      return api.call(rechargePacksCall, {}, { signal });
    },
  });
}
