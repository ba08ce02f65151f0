import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstPaint } from '../../lib/boot/after-first-paint';
import type { RealtimeDispatcher } from '../../lib/realtime/realtime-dispatcher';
import { walletKeys } from './api/wallet-query-keys';

async function sharedDispatcher(): Promise<RealtimeDispatcher> {
  const { sharedRealtime } = await import('../../lib/realtime/shared-realtime');
  return sharedRealtime();
}

/**
 * While signed in: the server's `wallet:balance` (sent after every committed change, from any
 * instance: a recharge settled in another tab, a session's charge, a refund) becomes the balance
 * every screen shows, and the lists of entries are read again when next shown. The socket loads
 * after the first paint, so the shell's download does not grow.
 */
export function useWalletBalanceEvents(
  userId: string | null,
  realtimeFactory: () => Promise<RealtimeDispatcher> = sharedDispatcher,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return undefined;
    let left = false;
    let stop: (() => void) | null = null;
    afterFirstPaint()
      .then(realtimeFactory)
      .then(
        (realtime) => {
          if (left) return;
          stop = realtime.on('wallet:balance', (event) => {
            queryClient.setQueryData(walletKeys.balance(userId), event.amount);
            void queryClient.invalidateQueries({
              queryKey: ['wallet', userId],
              predicate: (query) => query.queryKey[2] !== 'balance',
              refetchType: 'active',
            });
          });
        },
        (error: unknown) => {
          console.error('Live balance is off: the socket client did not load', error);
        },
      );
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient, realtimeFactory, userId]);
}
