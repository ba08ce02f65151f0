import { decodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChatSummary } from '../summary/chat-summary';
import { useChatConversation } from '../conversation/use-chat-conversation';
import { ActiveChat } from '../room/active-chat';
import { ChatRoomHeader } from '../room/chat-room-header';
import { ChatWaiting } from '../room/chat-waiting';
import { useVisibilityReport } from '../../notifications/use-visibility-report';
import { RoomMessage } from '../room/room-message';

/**
 * `chat-with-psychic/start/{encodedAstroId?}/{encodedChatId}`: the user's chat room. The chat id
 * (encoded like the astro id) decides everything; the order from the server decides the view:
 * waiting, the live chat, or the summary once it ended.
 */
export function ChatRoomPage() {
  const { t } = useTranslation();
  const { encodedChatId } = useParams();
  const chatId = encodedChatId === undefined ? null : decodeAstroId(encodedChatId);
  return (
    <>
      {/* The page's one h1 (its title); the header shows the psychic's name. */}
      <h1 className="sr-only">{t('titles.start_chat')}</h1>
      {chatId === null ? (
        <RoomMessage alert text={t('chat.room.bad_link')} />
      ) : (
        // A new chat id is a new conversation: remount rather than carry state over.
        <ChatRoom key={chatId} chatId={chatId} />
      )}
    </>
  );
}

function ChatRoom({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const conversation = useChatConversation(chatId, 'user');
  useVisibilityReport({ console: false });
  const { order, phase, failure } = conversation;

  if (phase === 'failed') {
    const text =
      failure?.status === 403
        ? t('chat.room.not_yours')
        : failure?.status === 404
          ? t('chat.room.not_found')
          : t('chat.room.failed', { reason: failure?.reason ?? '' });
    return <RoomMessage alert text={text} />;
  }
  if (order === null) {
    return (
      <p role="status" className="px-4 py-16 text-center text-muted motion-safe:animate-pulse">
        {t('chat.room.loading')}
      </p>
    );
  }

  const name = order.consultantName;
  switch (order.status) {
    case 'queued':
    case 'accepted_by_consultant':
      return (
        <>
          <ChatRoomHeader order={order} homeLink />
          <ChatWaiting order={order} onStarted={conversation.updateOrder} />
        </>
      );
    case 'active':
      return <ActiveChat order={order} conversation={conversation} />;
    case 'ended':
      return (
        <>
          <ChatRoomHeader order={order} homeLink />
          <ChatSummary order={order} />
        </>
      );
    case 'declined':
    case 'expired':
    case 'cancelled':
      return <RoomMessage text={t(`chat.room.closed.${order.status}`, { name })} />;
  }
}
