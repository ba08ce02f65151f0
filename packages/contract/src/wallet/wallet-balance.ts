import { z } from 'zod';
import { defineCall } from '../call';
import { MARKET_CURRENCIES } from '../markets/market-currency';

export type WalletBalanceResponse = z.infer<typeof walletBalanceCall.response>;

/** Spec §7 `wallet/getMoney`: the signed-in user's balance. */
export const walletBalanceCall = defineCall({
  path: '/api/wallet/getMoney',
  methods: ['GET', 'POST'],
  summary: "The signed-in user's wallet balance in minor units of its currency",
  input: z.object({}),
  output: z.object({
    /** Balance in minor units of `currency`; display divides by the conversion factor (100). */
    amount: z.number().int().nonnegative(),
    /** The wallet's currency, or the viewer's market's before the first top-up (decision 045). */
    currency: z.enum(MARKET_CURRENCIES),
  }),
  auth: 'user',
});
