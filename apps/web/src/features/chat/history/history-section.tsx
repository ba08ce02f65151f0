import type { HistoryItem } from '@lumus/contract/chat/chat-calls';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { deleteOrder } from '../api/delete-order';
import { orderHistoryQuery } from '../api/get-order-history';
import { historyKeys } from '../api/history-keys';
import { HistoryList } from './history-list';
import { RemoveChatDialog } from './remove-chat-dialog';

/**
 * The user's chats (all, or with one psychic) in pages, each removable after a confirmation.
 * `empty` is what shows when there is nothing.
 */
export function HistorySection({
  consultantId = null,
  empty,
}: {
  consultantId?: number | null;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(orderHistoryQuery(userId, consultantId));
  const [removing, setRemoving] = useState<HistoryItem | null>(null);

  const remove = useMutation({
    mutationFn: (chatId: number) => deleteOrder(chatId),
    onSuccess: () => {
      setRemoving(null);
      toast.success(t('order_history.removed'));
      void queryClient.invalidateQueries({ queryKey: historyKeys.lists(userId) });
    },
  });

  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {history.isPending ? (
        <ListSkeleton />
      ) : history.isError ? (
        <LoadFailedMessage onRetry={() => void history.refetch()} />
      ) : items.length === 0 ? (
        empty
      ) : (
        <HistoryList
          items={items}
          hasMore={history.hasNextPage}
          loadingMore={history.isFetchingNextPage}
          onLoadMore={() => void history.fetchNextPage()}
          onRemove={(item) => {
            remove.reset();
            setRemoving(item);
          }}
        />
      )}
      {removing === null ? null : (
        <RemoveChatDialog
          item={removing}
          pending={remove.isPending}
          failure={
            remove.isError
              ? t('order_history.remove_failed', {
                  reason: isApiError(remove.error) ? remove.error.reason : String(remove.error),
                })
              : null
          }
          onConfirm={() => {
            remove.mutate(removing.chatId);
          }}
          onClose={() => {
            setRemoving(null);
          }}
        />
      )}
    </>
  );
}
