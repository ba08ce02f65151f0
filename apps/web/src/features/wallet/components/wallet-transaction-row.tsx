import type { WalletTransaction } from '@lumus/contract/wallet/wallet-transactions';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';
import { useMoneyFormat } from '../../currency/use-money-format';

/**
 * One ledger entry: what it was (a session's charge or refund names the psychic: "Chat with Aarav
 * Sharma"), when, the signed amount and the balance after it.
 */
export function WalletTransactionRow({ entry }: { entry: WalletTransaction }) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const formatDate = useDateTimeFormat();
  const credit = entry.amount > 0;
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  const session = entry.session;
  const label =
    session === null
      ? t(`wallet.kinds.${entry.kind}`)
      : entry.kind === 'refund'
        ? t(`wallet.session_refund.${session.kind}`, { name: session.psychicName })
        : t(`wallet.session_charge.${session.kind}`, { name: session.psychicName });
  return (
    <li
      data-testid="wallet-transaction"
      className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night/5"
    >
      <span
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${
          credit ? 'bg-online/10 text-online' : 'bg-violet-soft text-violet'
        }`}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-night" data-testid="wallet-transaction-label">
          {label}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
        </p>
      </div>
      <div className="text-right">
        <p className={`font-semibold tabular-nums ${credit ? 'text-online-text' : 'text-ink'}`}>
          {credit ? '+' : '−'}
          {formatAmount(Math.abs(entry.amount))}
        </p>
        <p className="text-xs text-muted tabular-nums">
          {t('wallet.balance_after', { amount: formatAmount(entry.balanceAfter) })}
        </p>
      </div>
    </li>
  );
}
