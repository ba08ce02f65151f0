import { walletTransactionsCall } from '@lumus/contract/wallet/wallet-transactions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { walletKeys } from './wallet-query-keys';

export const WALLET_PAGE_SIZE = 10;

/** The ledger for my-wallet, one page at a time, newest first. */
export function walletTransactionsQuery(userId: string | null, page: number) {
  return queryOptions({
    queryKey: walletKeys.transactions(userId, page),
    queryFn: async ({ signal }) => {
      return api.call(walletTransactionsCall, { page, pageSize: WALLET_PAGE_SIZE }, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
