import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { fromServerMessage } from '../../chat/conversation/conversation-state';
import { MessageList } from '../../chat/conversation/message-list';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';
import { orderMessagesQuery } from '../api/order-messages';
import { chatDurationSeconds, formatClock } from '../console-orders';

/** A past chat, read-only: every message as it was written, no composer. */
export function TranscriptDialog({ order, onClose }: { order: ChatOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const formatDate = useDateTimeFormat();
  const messages = useQuery(orderMessagesQuery(order.id));
  const name = order.intake?.name ?? t('console.request.unnamed');
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <div
        data-testid="console-transcript"
        className="flex max-h-[85dvh] flex-col overflow-hidden rounded-3xl"
      >
        <div className="flex items-start justify-between gap-3 border-b border-night/10 p-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-night">
              {t('console.history.transcript_title', { name })}
            </h2>
            <p className="text-sm text-muted">
              {t('console.history.transcript_meta', {
                date: formatDate(order.startedAt ?? order.createdAt),
                time: formatClock(chatDurationSeconds(order)),
              })}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('console.history.close')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-night/5"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="min-h-40 flex-1 overflow-y-auto bg-paper">
          {messages.isPending ? (
            <div
              aria-hidden="true"
              className="m-4 h-24 rounded-2xl bg-night/5 motion-safe:animate-pulse"
            />
          ) : messages.isError ? (
            <p role="alert" className="p-6 text-center text-error">
              {t('console.history.transcript_failed')}
            </p>
          ) : (
            <MessageList
              readOnly
              messages={messages.data.map(fromServerMessage)}
              viewerRole="consultant"
              otherName={name}
              empty={t('console.history.transcript_empty')}
            />
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
