import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../features/currency/use-money-format';
import { usePendingCharge } from '../../features/wallet/pending-charge';
import { useWalletBalance } from '../../features/wallet/wallet-balance';
import { LocalizedLink } from '../../lib/ui/localized-link';

/**
 * The signed-in user's balance; a shortcut to the wallet. Until the server has answered it shows a
 * placeholder, not a false ₹0 (its test id names the amount only once there is one).
 */
export function WalletChip() {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const { balance, isKnown } = useWalletBalance();
  // A running chat's cost so far, booked by the server only when the chat ends.
  const running = usePendingCharge();
  const amount = isKnown ? formatAmount(Math.max(0, balance - running)) : undefined;
  return (
    <LocalizedLink
      to="/my-wallet"
      data-testid={amount === undefined ? 'wallet-balance-loading' : 'wallet-balance'}
      aria-busy={amount === undefined ? true : undefined}
      aria-label={
        amount === undefined
          ? t('header.wallet_balance_loading')
          : t('header.wallet_balance', { amount })
      }
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white/10 px-2.5 sm:px-3 text-sm font-semibold text-gold hover:bg-white/15"
    >
      <Wallet aria-hidden="true" className="hidden size-4 sm:block" />
      {amount === undefined ? (
        <span aria-hidden="true" className="h-4 w-10 animate-pulse rounded bg-white/20" />
      ) : (
        <span>{amount}</span>
      )}
    </LocalizedLink>
  );
}
