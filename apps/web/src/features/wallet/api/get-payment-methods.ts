import { paymentMethodsCall } from '@lumus/contract/payments/payment-methods';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { walletKeys } from './wallet-query-keys';

/** `payment/method/get/by/user`: the gateways the server offers. */
export function paymentMethodsQuery(userId: string | null) {
  return queryOptions({
    queryKey: walletKeys.methods(userId),
    queryFn: async ({ signal }) => {
      const response = await api.call(paymentMethodsCall, {}, { signal });
      return response.methods;
    },
    staleTime: 5 * 60_000,
  });
}
