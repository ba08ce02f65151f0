import { z } from 'zod';
import { MARKET_CURRENCIES } from '../markets/market-currency';

/**
 * Socket.IO events of the wallet. `wallet:balance` goes to the owner's room (`user:<id>`) after
 * every committed change of the balance (a recharge settled, a session's charge, a refund), from
 * whichever instance made it, so every open tab of that user may show the new balance without
 * asking again.
 */
export const walletBalanceEventSchema = z.object({
  /** The balance after the change, in minor units of `currency`, like `wallet/getMoney`. */
  amount: z.number().int().nonnegative(),
  currency: z.enum(MARKET_CURRENCIES),
});
export type WalletBalanceEvent = z.infer<typeof walletBalanceEventSchema>;

export interface WalletServerToClientEvents {
  'wallet:balance': (event: WalletBalanceEvent) => void;
}
