import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import type { WalletTransaction } from '@lumus/contract/wallet/wallet-transactions';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { dateTime, money } from './admin-format';
import { DataTable } from './data-table';

/**
 * Wallet ledger entries: when, what, amount and the balance after, in the wallet's currency (the
 * entries do not name it; every entry of a wallet is in it, decision 045).
 */
export function LedgerList({
  entries,
  currency,
}: {
  entries: readonly WalletTransaction[];
  currency: MarketCurrency;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (entries.length === 0) return <p className="text-sm text-muted">{t('admin.ledger.empty')}</p>;
  return (
    <DataTable
      caption={t('admin.ledger.title')}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        {
          key: 'when',
          label: t('admin.columns.when'),
          render: (entry) => dateTime(entry.createdAt, language),
        },
        {
          key: 'kind',
          label: t('admin.ledger.kind'),
          render: (entry) => t(`admin.ledger.kinds.${entry.kind}`),
        },
        {
          key: 'ref',
          label: t('admin.ledger.reference'),
          render: (entry) =>
            `${t(`admin.ledger.references.${entry.referenceType}`)} ${entry.referenceId}` +
            (entry.session === null ? '' : ` · ${entry.session.psychicName}`),
        },
        {
          key: 'amount',
          label: t('admin.ledger.amount'),
          numeric: true,
          render: (entry) => (
            <span className={entry.amount < 0 ? 'text-error' : 'font-semibold text-night'}>
              {entry.amount > 0 ? '+' : ''}
              {money(entry.amount, currency, language)}
            </span>
          ),
        },
        {
          key: 'balance',
          label: t('admin.ledger.balance_after'),
          numeric: true,
          render: (entry) => money(entry.balanceAfter, currency, language),
        },
      ]}
    />
  );
}
