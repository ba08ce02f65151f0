import { decodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useChatConversation } from '../../chat/conversation/use-chat-conversation';
import { ChatRoomHeader } from '../../chat/room/chat-room-header';
import { RoomMessage } from '../../chat/room/room-message';
import { useVisibilityReport } from '../../notifications/use-visibility-report';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useCallConnection } from '../connection/use-call-connection';
import { ActiveCall } from '../room/active-call';
import { CallSummary } from '../room/call-summary';
import { CallWaiting } from '../room/call-waiting';
import { chatRoomPagePath } from '@lumus/contract/push/push-pages';

/**
 * `call-with-psychic/start/{encodedAstroId}/{encodedChatId}`: the user's voice-call screen. The
 * order from the server decides the view: Join (accepted, not yet joined), the running call, or
 * the summary once it ended. Opening it again (a reload) during the call rejoins: a new
 * connection and a new offer.
 */
export function CallRoomPage() {
  const { t } = useTranslation();
  const { encodedChatId } = useParams();
  const chatId = encodedChatId === undefined ? null : decodeAstroId(encodedChatId);
  return (
    <>
      <h1 className="sr-only">{t('titles.start_call')}</h1>
      {chatId === null ? (
        <RoomMessage alert text={t('call.bad_link')} />
      ) : (
        <CallRoom key={chatId} chatId={chatId} />
      )}
    </>
  );
}

function CallRoom({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const conversation = useChatConversation(chatId, 'user');
  useVisibilityReport({ console: false });
  const { order, phase, failure } = conversation;
  const link = useCallConnection(chatId, 'user', order?.status === 'active', {
    onOrder: conversation.updateOrder,
    held: order?.pauseReason === 'consent',
  });

  if (phase === 'failed') {
    const text =
      failure?.status === 403
        ? t('call.not_yours')
        : failure?.status === 404
          ? t('call.not_found')
          : t('call.failed', { reason: failure?.reason ?? '' });
    return <RoomMessage alert text={text} />;
  }
  if (order === null) {
    return (
      <p role="status" className="px-4 py-16 text-center text-muted motion-safe:animate-pulse">
        {t('call.loading')}
      </p>
    );
  }
  // A chat's link opened here by mistake: its own room shows it.
  if (order.kind !== 'call') {
    return <Navigate replace to={localized(chatRoomPagePath(order.consultantId, order.id))} />;
  }

  const name = order.consultantName;
  switch (order.status) {
    case 'queued':
    case 'accepted_by_consultant':
      return (
        <>
          <ChatRoomHeader order={order} />
          <CallWaiting order={order} onStarted={conversation.updateOrder} />
        </>
      );
    case 'active':
      return <ActiveCall order={order} conversation={conversation} link={link} />;
    case 'ended':
      return (
        <>
          <ChatRoomHeader order={order} />
          <CallSummary order={order} />
        </>
      );
    case 'declined':
    case 'expired':
    case 'cancelled':
      return <RoomMessage text={t(`call.closed.${order.status}`, { name })} />;
  }
}
