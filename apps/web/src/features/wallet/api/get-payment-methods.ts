import {
  PAYMENT_METHODS_PATH,
  paymentMethodsResponseSchema,
} from '@lumus/contract/payments/payment-methods';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { walletKeys } from './wallet-query-keys';

/** `payment/method/get/by/user`: the gateways the server offers. */
export function paymentMethodsQuery(userId: string | null) {
  return queryOptions({
    queryKey: walletKeys.methods(userId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(PAYMENT_METHODS_PATH),
        {},
        { schema: paymentMethodsResponseSchema, auth: true, signal },
      );
      return response.data.methods;
    },
    staleTime: 5 * 60_000,
  });
}
