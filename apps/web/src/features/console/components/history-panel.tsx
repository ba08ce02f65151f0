import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../wallet/components/list-states';
import { useMoneyFormat } from '../../wallet/use-money-format';
import { consoleHistoryQuery } from '../api/console-history';
import { HistoryRow } from './history-row';
import { TranscriptDialog } from './transcript-dialog';

/** Earnings so far and every ended chat, each one readable again. */
export function HistoryPanel() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const formatAmount = useMoneyFormat();
  const history = useQuery(consoleHistoryQuery(userId));
  const [open, setOpen] = useState<ChatOrder | null>(null);

  if (history.isPending) return <ListSkeleton />;
  if (history.isError) return <LoadFailedMessage onRetry={() => void history.refetch()} />;
  const { orders, totalEarnings } = history.data;
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
            {formatAmount(totalEarnings)}
          </p>
          <p className="text-xs text-white/70">
            {t('console.history.chats', { count: orders.length })}
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
        <ul className="space-y-3">
          {orders.map((order) => (
            <HistoryRow
              key={order.id}
              order={order}
              onOpen={() => {
                setOpen(order);
              }}
            />
          ))}
        </ul>
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
