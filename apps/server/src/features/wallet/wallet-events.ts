import { userRoom } from '@lumus/contract/chat/chat-events';
import type { WalletBalanceEvent } from '@lumus/contract/wallet/wallet-events';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { readWalletBalance, readWalletCurrency } from './wallet-ledger';

/** Told, after the commit, that this user's balance changed. */
export type BalanceListener = (userId: number) => Promise<unknown>;

export type WalletEvents = Readonly<{
  /**
   * Call after a committed ledger entry (never inside its transaction, which could still roll
   * back): sends `wallet:balance` to the user's room on every instance (through the Socket.IO
   * adapter), then runs the listeners, e.g. a running session moving its end out.
   */
  changed: (userId: number) => Promise<void>;
  /** Another feature reacts to balance changes of this instance's making. */
  listen: (listener: BalanceListener) => void;
}>;

export function createWalletEvents(
  deps: Readonly<{ db: Database; io: RealtimeServer; onError: (error: unknown) => void }>,
): WalletEvents {
  const listeners: BalanceListener[] = [];
  return {
    changed: async (userId) => {
      const event: WalletBalanceEvent = {
        amount: await readWalletBalance(deps.db, userId),
        // A changed balance has had a top-up, which fixed the currency; rupees only for old rows.
        currency: (await readWalletCurrency(deps.db, userId)) ?? 'INR',
      };
      deps.io.to(userRoom(userId)).emit('wallet:balance', event);
      // The money is booked; a listener that fails must not turn that into an error for the caller.
      for (const listener of listeners) await listener(userId).catch(deps.onError);
    },
    listen: (listener) => {
      listeners.push(listener);
    },
  };
}
