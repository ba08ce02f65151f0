import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { consultantByIdQuery } from '../../catalogue/api/get-consultant-by-id';
import { ListMessage } from '../../../lib/ui/list-states';
import { orderDetailQuery } from '../api/get-order-detail';
import { orderHistoryItemQuery } from '../api/get-order-history';
import { orderMessagesQuery } from '../api/get-order-messages';
import { fromServerMessage } from '../conversation/conversation-state';
import { MessageList } from '../conversation/message-list';
import { HistorySection } from '../history/history-section';
import { loadProblemOf } from '../history/history-format';
import { parseTranscriptRoute } from '../history/history-paths';
import { LoadProblemMessage } from '../history/load-problem-message';
import { OrderSummary } from '../history/order-summary';
import { PsychicBanner } from '../history/psychic-banner';
import { sessionRoomPath } from '../room/chat-paths';
import { ReportProblemLink } from '../../support/components/report-problem-link';

/**
 * `order-history/chat/{encodedAstroId}/{encodedChatId?}`: one chat read back (the psychic, the
 * summary, the messages), or without a chat id every chat with that psychic.
 */
export function ChatHistoryPage() {
  const { t } = useTranslation();
  const { encodedAstroId, encodedChatId } = useParams();
  const route = parseTranscriptRoute(encodedAstroId, encodedChatId);
  return (
    <>
      <PageHero title={t('titles.chat_history')} />
      <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8">
        <LocalizedLink
          to="/order-history"
          className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-violet hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('order_history.back')}
        </LocalizedLink>
        {route.kind === 'bad-link' ? (
          <LoadProblemMessage problem="bad-link" />
        ) : route.kind === 'consultant' ? (
          <ChatsWithPsychic consultantId={route.consultantId} />
        ) : (
          <Transcript chatId={route.chatId} />
        )}
      </div>
    </>
  );
}

function ChatsWithPsychic({ consultantId }: { consultantId: number }) {
  const { t } = useTranslation();
  const profile = useQuery(consultantByIdQuery(consultantId));
  return (
    <>
      <PsychicBanner consultantId={consultantId} fallbackName={null} />
      <p className="text-muted">
        {profile.data === undefined
          ? t('order_history.with_lead_generic')
          : t('order_history.with_lead', { name: profile.data.displayName })}
      </p>
      <HistorySection
        consultantId={consultantId}
        empty={<ListMessage title={t('order_history.with_empty')} />}
      />
    </>
  );
}

function Transcript({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const detail = useQuery(orderDetailQuery(userId, chatId));
  // A call has no transcript: its messages are not asked for once the order says it is one.
  const messages = useQuery({
    ...orderMessagesQuery(userId, chatId),
    enabled: userId !== null && detail.data?.kind !== 'call',
  });
  const item = useQuery(orderHistoryItemQuery(userId, chatId));

  if (detail.isError) {
    return (
      <LoadProblemMessage
        problem={loadProblemOf(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (detail.isPending) {
    return (
      <div aria-hidden="true" className="h-48 rounded-3xl bg-night/5 motion-safe:animate-pulse" />
    );
  }
  const order = detail.data;
  const viewerRole = String(order.userId) === userId ? 'user' : 'consultant';
  const otherName = viewerRole === 'user' ? order.consultantName : (order.intake?.name ?? '');
  return (
    <>
      <PsychicBanner consultantId={order.consultantId} fallbackName={order.consultantName} />
      {order.status === 'active' ? (
        <LocalizedLink
          to={sessionRoomPath(order.kind, order.consultantId, order.id)}
          className={`${buttonStyles.primary} self-start`}
        >
          {order.kind === 'call' ? t('call.waitlist.active_open') : t('order_history.open_live')}
        </LocalizedLink>
      ) : null}
      <OrderSummary order={order} rating={item.data === null ? undefined : item.data?.rating} />
      {viewerRole === 'user' ? <ReportProblemLink about={{ kind: 'order', id: order.id }} /> : null}
      {order.kind === 'call' ? null : (
        <section
          aria-labelledby="transcript-title"
          className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-night/5"
        >
          <h2
            id="transcript-title"
            className="px-4 pt-4 text-base font-semibold text-night sm:px-5"
          >
            {t('order_history.transcript')}
          </h2>
          {messages.isPending ? (
            <div
              aria-hidden="true"
              className="m-4 h-32 rounded-2xl bg-night/5 motion-safe:animate-pulse"
            />
          ) : messages.isError ? (
            <div className="p-4">
              <LoadProblemMessage
                problem={loadProblemOf(messages.error)}
                onRetry={() => void messages.refetch()}
              />
            </div>
          ) : (
            <MessageList
              readOnly
              messages={messages.data.map(fromServerMessage)}
              viewerRole={viewerRole}
              otherName={otherName}
              empty={t('order_history.no_messages')}
            />
          )}
        </section>
      )}
    </>
  );
}
