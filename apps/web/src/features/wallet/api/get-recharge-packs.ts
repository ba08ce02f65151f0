import {
  RECHARGE_PACKS_PATH,
  rechargePacksResponseSchema,
} from '@lumus/contract/payments/recharge-packs';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { walletKeys } from './wallet-query-keys';

/** `recharge/amount/get/by/userId`: packs with this user's bonus, tax rate and limits. */
export function rechargePacksQuery(userId: string | null) {
  return queryOptions({
    queryKey: walletKeys.packs(userId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(RECHARGE_PACKS_PATH),
        {},
        { schema: rechargePacksResponseSchema, auth: true, signal },
      );
      return response.data;
    },
  });
}
