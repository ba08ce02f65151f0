import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../features/currency/use-money-format';
import { usePendingCharge } from '../../features/wallet/pending-charge';
import { useWalletBalance } from '../../features/wallet/wallet-balance';
import { LocalizedLink } from '../../lib/ui/localized-link';

/** The signed-in user's balance; a shortcut to the wallet. */
export function WalletChip() {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const { balance } = useWalletBalance();
  // A running chat's cost so far, booked by the server only when the chat ends.
  const running = usePendingCharge();
  const amount = formatAmount(Math.max(0, balance - running));
  return (
    <LocalizedLink
      to="/my-wallet"
      data-testid="wallet-balance"
      aria-label={t('header.wallet_balance', { amount })}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white/10 px-2.5 sm:px-3 text-sm font-semibold text-gold hover:bg-white/15"
    >
      <Wallet aria-hidden="true" className="hidden size-4 sm:block" />
      <span>{amount}</span>
    </LocalizedLink>
  );
}
