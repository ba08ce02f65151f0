import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { walletKeys } from './wallet-query-keys';

/** `wallet/getMoney`: the balance in paise. */
export function walletBalanceQuery(userId: string | null) {
  return queryOptions({
    queryKey: walletKeys.balance(userId),
    queryFn: async ({ signal }) => {
      // The schema comes with the call: zod is not part of the app's first download.
      const { walletBalanceCall } = await import('@lumus/contract/wallet/wallet-balance');
      const response = await api.call(walletBalanceCall, {}, { signal });
      return response.amount;
    },
  });
}
