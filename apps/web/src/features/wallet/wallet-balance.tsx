import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { useSession } from '../../lib/session/session-context';
import { walletBalanceQuery } from './api/get-wallet-balance';
import { walletKeys } from './api/wallet-query-keys';
import { useWalletBalanceEvents } from './use-wallet-balance-events';

/**
 * The wallet context of spec §3: a single amount, 0 until known (and for guests). It is the
 * `wallet/getMoney` answer in paise, kept in the query cache so every screen shows the same number;
 * `refresh` re-reads it (and the rest of the wallet data) after a payment.
 */
interface WalletBalanceValue {
  balance: number;
  /** False until the server's answer arrives, so a page can show a placeholder, not a false ₹0. */
  isKnown: boolean;
  refresh: () => Promise<void>;
}

const WalletBalanceContext = createContext<WalletBalanceValue | null>(null);

export function WalletBalanceProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn, userId } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({ ...walletBalanceQuery(userId), enabled: isLoggedIn });
  useWalletBalanceEvents(isLoggedIn ? userId : null);
  const balance = isLoggedIn ? (query.data ?? 0) : 0;
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    [queryClient],
  );
  const isKnown = isLoggedIn && query.data !== undefined;
  const value = useMemo(() => ({ balance, isKnown, refresh }), [balance, isKnown, refresh]);
  return <WalletBalanceContext value={value}>{children}</WalletBalanceContext>;
}

export function useWalletBalance(): WalletBalanceValue {
  const value = use(WalletBalanceContext);
  if (value === null) {
    throw new Error('useWalletBalance must be used inside <WalletBalanceProvider>.');
  }
  return value;
}
