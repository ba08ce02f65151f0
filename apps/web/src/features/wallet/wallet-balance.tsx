import { createContext, use, useMemo, useState, type ReactNode } from 'react';

/**
 * The wallet context of spec §3: a single amount, starting at 0. The wallet feature will fill it
 * from `wallet/getMoney` (and the chat from billing events) through `setBalance`; the header only
 * reads it. The amount is in base-currency units, as the server reports it.
 */
interface WalletBalanceValue {
  balance: number;
  setBalance: (balance: number) => void;
}

const WalletBalanceContext = createContext<WalletBalanceValue | null>(null);

export function WalletBalanceProvider({ children }: { children: ReactNode }) {
  const [balance, setBalance] = useState(0);
  const value = useMemo(() => ({ balance, setBalance }), [balance]);
  return <WalletBalanceContext value={value}>{children}</WalletBalanceContext>;
}

export function useWalletBalance(): WalletBalanceValue {
  const value = use(WalletBalanceContext);
  if (value === null) {
    throw new Error('useWalletBalance must be used inside <WalletBalanceProvider>.');
  }
  return value;
}
