import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { isMarketCurrency } from '@lumus/contract/markets/market-currency';
import { useDisplayCurrency } from '../../currency/use-display-currency';
import { useStoredMoneyFormat } from '../../currency/use-money-format';
import { formatAmounts } from '../console-money';
import { consoleHistoryQuery } from '../api/console-history';
import { HistoryList } from './history-list';
import { TranscriptDialog } from './transcript-dialog';

/** Earnings so far and the ended chats in pages, each one readable again. */
export function HistoryPanel() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const format = useStoredMoneyFormat();
  const viewer = useDisplayCurrency().isoCode;
  const history = useInfiniteQuery(consoleHistoryQuery(userId));
  const [open, setOpen] = useState<ChatOrder | null>(null);

  if (history.isPending) return <ListSkeleton />;
  if (history.isError) return <LoadFailedMessage onRetry={() => void history.refetch()} />;
  const orders = history.data.pages.flatMap((page) => page.orders);
  // Every page carries the totals; the newest page has the freshest.
  const { totalEarnings, totalChats } = history.data.pages[0] ?? {
    totalEarnings: [],
    totalChats: 0,
  };
  return (
    <section aria-labelledby="console-history" className="space-y-4">
      <div className="flex items-center gap-4 rounded-3xl bg-night p-5 text-white shadow-sm">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gold/15 text-gold">
          <Sparkles aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="text-sm text-white/80">{t('console.history.total')}</p>
          <p
            data-testid="console-total-earnings"
            className="text-3xl font-semibold text-gold tabular-nums"
          >
            {formatAmounts(totalEarnings, format, isMarketCurrency(viewer) ? viewer : 'INR')}
          </p>
          <p className="text-xs text-white/70">
            {t('console.history.chats', { count: totalChats })}
          </p>
        </div>
      </div>
      <h2 id="console-history" className="text-xl font-semibold text-night">
        {t('console.history.title')}
      </h2>
      {orders.length === 0 ? (
        <ListMessage
          title={t('console.history.empty_title')}
          text={t('console.history.empty_text')}
        />
      ) : (
        <HistoryList
          orders={orders}
          hasMore={history.hasNextPage}
          loadingMore={history.isFetchingNextPage}
          loadMoreFailed={history.isFetchNextPageError}
          onLoadMore={() => void history.fetchNextPage()}
          onOpen={setOpen}
        />
      )}
      {open === null ? null : (
        <TranscriptDialog
          order={open}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
    </section>
  );
}
