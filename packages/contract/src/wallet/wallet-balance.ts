import { z } from 'zod';

/** Spec §7 `wallet/getMoney`: the signed-in user's balance. */
export const WALLET_BALANCE_PATH = '/api/wallet/getMoney';

export const walletBalanceResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    /** Balance in paise (INR minor units); display divides by the conversion factor. */
    amount: z.number().int().nonnegative(),
    currency: z.literal('INR'),
  }),
});
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponseSchema>;
