import {
  WALLET_TRANSACTIONS_PATH,
  walletTransactionsResponseSchema,
} from '@lumus/contract/wallet/wallet-transactions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { walletKeys } from './wallet-query-keys';

export const WALLET_PAGE_SIZE = 10;

/** The ledger for my-wallet, one page at a time, newest first. */
export function walletTransactionsQuery(userId: string | null, page: number) {
  return queryOptions({
    queryKey: walletKeys.transactions(userId, page),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(WALLET_TRANSACTIONS_PATH),
        { page, pageSize: WALLET_PAGE_SIZE },
        { schema: walletTransactionsResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    placeholderData: keepPreviousData,
  });
}
