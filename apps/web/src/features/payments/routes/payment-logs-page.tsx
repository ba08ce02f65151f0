import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { PAYMENT_LOGS_PAGE_SIZE, paymentLogsQuery } from '../../wallet/api/get-payment-logs';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { WalletPager } from '../../wallet/components/wallet-pager';
import { PaymentLogRow } from '../components/payment-log-row';

/** `payment-logs`: every payment attempt with its status, newest first. */
export function PaymentLogsPage() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const [page, setPage] = useState(1);
  const logs = useQuery(paymentLogsQuery(userId, page));
  const addMoney = (
    <LocalizedLink to="/add-wallet-money/price-list" className={buttonStyles.primary}>
      {t('wallet.add_money')}
    </LocalizedLink>
  );
  return (
    <>
      <PageHero title={t('titles.payment_logs')} lead={t('payments.logs.lead')} />
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
        {logs.isPending ? (
          <ListSkeleton />
        ) : logs.isError ? (
          <LoadFailedMessage onRetry={() => void logs.refetch()} />
        ) : logs.data.items.length === 0 ? (
          <ListMessage
            title={t('payments.logs.empty_title')}
            text={t('payments.logs.empty_text')}
            action={addMoney}
          />
        ) : (
          <>
            <ul className="space-y-3">
              {logs.data.items.map((log) => (
                <PaymentLogRow key={log.id} log={log} />
              ))}
            </ul>
            <WalletPager
              page={page}
              pageSize={PAYMENT_LOGS_PAGE_SIZE}
              total={logs.data.total}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </>
  );
}
