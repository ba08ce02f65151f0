import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { HistoryRow } from './history-row';

/** The ended chats loaded so far, with "show more" while the server has further pages. */
export function HistoryList({
  orders,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  onOpen,
}: {
  orders: readonly ChatOrder[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onOpen: (order: ChatOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <ul className="space-y-3">
        {orders.map((order) => (
          <HistoryRow
            key={order.id}
            order={order}
            onOpen={() => {
              onOpen(order);
            }}
          />
        ))}
      </ul>
      {loadMoreFailed ? (
        <p role="alert" className="text-center text-sm text-error-text">
          {t('console.history.more_failed')}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          data-testid="console-history-more"
          onClick={onLoadMore}
          disabled={loadingMore}
          className={`${buttonStyles.secondary} self-center`}
        >
          {loadingMore ? t('console.history.loading_more') : t('console.history.show_more')}
        </button>
      ) : null}
    </div>
  );
}
