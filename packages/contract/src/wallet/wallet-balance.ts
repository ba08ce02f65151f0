import { z } from 'zod';
import { defineCall } from '../call';

export type WalletBalanceResponse = z.infer<typeof walletBalanceCall.response>;

/** Spec §7 `wallet/getMoney`: the signed-in user's balance. */
export const walletBalanceCall = defineCall({
  path: '/api/wallet/getMoney',
  methods: ['GET', 'POST'],
  summary: "The signed-in user's wallet balance in paise",
  input: z.object({}),
  output: z.object({
    /** Balance in paise (INR minor units); display divides by the conversion factor. */
    amount: z.number().int().nonnegative(),
    currency: z.literal('INR'),
  }),
  auth: 'user',
});
