import type { HistoryItem } from '@lumus/contract/chat/chat-calls';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { HistoryRow } from './history-row';

/** Rows of chats with "show more" while the server has further pages. */
export function HistoryList({
  items,
  hasMore,
  loadingMore,
  onLoadMore,
  onRemove,
}: {
  items: readonly HistoryItem[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRemove: (item: HistoryItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="history-list">
        {items.map((item) => (
          <HistoryRow key={item.chatId} item={item} onRemove={onRemove} />
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          onClick={onLoadMore}
          disabled={loadingMore}
          className={`${buttonStyles.secondary} self-center`}
        >
          {loadingMore ? t('order_history.loading') : t('order_history.load_more')}
        </button>
      ) : items.length > 3 ? (
        <p className="text-center text-sm text-muted">{t('order_history.all_loaded')}</p>
      ) : null}
    </>
  );
}
