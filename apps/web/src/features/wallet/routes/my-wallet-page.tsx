import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { Stars } from '../../../lib/ui/page-hero';
import { walletTransactionsQuery, WALLET_PAGE_SIZE } from '../api/get-wallet-transactions';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { WalletPager } from '../components/wallet-pager';
import { WalletTransactionRow } from '../components/wallet-transaction-row';
import { useMoneyFormat } from '../../currency/use-money-format';
import { useWalletBalance } from '../wallet-balance';

/** `my-wallet`: the balance, a way to add money, and every wallet transaction. */
export function MyWalletPage() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const { balance, isKnown } = useWalletBalance();
  const formatAmount = useMoneyFormat();
  const [page, setPage] = useState(1);
  const transactions = useQuery(walletTransactionsQuery(userId, page));

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-night to-night-2 text-white">
        <Stars />
        <div className="relative mx-auto max-w-[1200px] px-4 pt-10 pb-12 sm:px-6">
          <h1 className="text-3xl font-semibold">{t('titles.my_wallet')}</h1>
          <p className="mt-6 text-sm text-white/80">{t('wallet.available_balance')}</p>
          {isKnown ? (
            <p
              data-testid="wallet-page-balance"
              className="text-4xl font-semibold text-gold tabular-nums"
            >
              {formatAmount(balance)}
            </p>
          ) : (
            <p aria-busy="true" className="mt-1 h-10 w-40 animate-pulse rounded-md bg-white/15">
              <span className="sr-only">{t('loading.title')}</span>
            </p>
          )}
          <LocalizedLink to="/add-wallet-money/price-list" className={`${buttonStyles.light} mt-6`}>
            <Plus aria-hidden="true" className="size-4" />
            {t('wallet.add_money')}
          </LocalizedLink>
        </div>
      </section>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 className="text-xl font-semibold text-night">{t('wallet.transactions')}</h2>
          <LocalizedLink
            to="/payment-logs"
            className="text-sm font-semibold text-violet hover:underline"
          >
            {t('titles.payment_logs')}
          </LocalizedLink>
        </div>
        {transactions.isPending ? (
          <ListSkeleton />
        ) : transactions.isError ? (
          <LoadFailedMessage onRetry={() => void transactions.refetch()} />
        ) : transactions.data.items.length === 0 ? (
          <ListMessage title={t('wallet.empty_title')} text={t('wallet.empty_text')} />
        ) : (
          <>
            <ul className="space-y-3">
              {transactions.data.items.map((entry) => (
                <WalletTransactionRow key={entry.id} entry={entry} />
              ))}
            </ul>
            <WalletPager
              page={page}
              pageSize={WALLET_PAGE_SIZE}
              total={transactions.data.total}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </>
  );
}
