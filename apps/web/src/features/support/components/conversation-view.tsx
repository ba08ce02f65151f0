import type {
  SupportMessageEvent,
  SupportStatusEvent,
  SupportThread,
} from '@lumus/contract/support/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { sendSupportMessage, supportKeys, supportThreadQuery } from '../api/support-api';
import { markSupportSeen } from '../support-seen';
import { useSupportEvents, withMessage, withStatus } from '../use-support-events';
import { SupportMessages } from './support-messages';
import { SupportReplyForm } from './support-reply-form';
import { SupportStatusBadge } from './support-status-badge';

/** One conversation with the Lumus team, live: a staff reply appears without a reload. */
export function ConversationView({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const thread = useQuery(supportThreadQuery(userId, conversationId));
  const onEvent = useCallback(
    (event: SupportMessageEvent) => {
      queryClient.setQueryData<SupportThread>(
        supportKeys.thread(userId, event.conversation.id),
        (cached) => withMessage(cached, event),
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.list(userId) });
    },
    [queryClient, userId],
  );
  const onStatus = useCallback(
    (event: SupportStatusEvent) => {
      queryClient.setQueryData<SupportThread>(
        supportKeys.thread(userId, event.conversation.id),
        (cached) => withStatus(cached, event),
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.list(userId) });
    },
    [queryClient, userId],
  );
  useSupportEvents(userId !== null, onEvent, onStatus);
  // Reading the thread is seeing the team's answer: the badge on "Help & support" drops it.
  const seenAt = thread.data?.conversation.updatedAt;
  useEffect(() => {
    if (userId !== null && seenAt !== undefined) {
      markSupportSeen(userId, { id: conversationId, updatedAt: seenAt });
      void queryClient.invalidateQueries({ queryKey: supportKeys.list(userId) });
    }
  }, [userId, conversationId, seenAt, queryClient]);
  const send = useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: (answer) => {
      onEvent({
        message: answer.message,
        conversation: { id: answer.conversation.id, status: answer.conversation.status },
      });
    },
  });

  if (thread.isPending) return <ListSkeleton rows={3} />;
  if (thread.isError) {
    return isApiError(thread.error) && thread.error.status === 404 ? (
      <ListMessage title={t('support.not_found')} />
    ) : (
      <LoadFailedMessage onRetry={() => void thread.refetch()} />
    );
  }
  const { conversation, messages } = thread.data;
  return (
    <div className="space-y-4" data-testid="support-thread">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-night">
            {t(`support.reasons.${conversation.reason}`)}
          </h2>
          {conversation.chatOrderId === null ? null : (
            <p className="text-sm text-muted">
              {t('support.new.about_order', { id: conversation.chatOrderId })}
            </p>
          )}
          {conversation.paymentLogId === null ? null : (
            <p className="text-sm text-muted">
              {t('support.new.about_payment', { id: conversation.paymentLogId })}
            </p>
          )}
        </div>
        <SupportStatusBadge status={conversation.status} />
      </header>
      <SupportMessages messages={messages} side="user" />
      {conversation.status === 'waiting_for_user' ? (
        <p className="text-sm text-night">{t('support.waiting_hint')}</p>
      ) : null}
      <SupportReplyForm
        testId="support-reply"
        label={
          conversation.status === 'resolved' ? t('support.reply_reopens') : t('support.reply_label')
        }
        submitLabel={t('support.send')}
        pending={send.isPending}
        imageMaxBytes={thread.data.imageMaxBytes}
        failure={
          send.isError
            ? isApiError(send.error)
              ? send.error.reason
              : t('support.errors.send_failed')
            : null
        }
        onSend={(draft) => send.mutateAsync({ conversationId, ...draft })}
      />
    </div>
  );
}
