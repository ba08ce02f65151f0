import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRole, ConversationMessage } from './conversation-state';
import { MessageBubble } from './message-bubble';
import { useMessageTimeFormat } from './use-message-time-format';

export interface MessageListProps {
  messages: readonly ConversationMessage[];
  /** Whose view this is: their messages are the own ones (right, with ticks). */
  viewerRole: ChatRole;
  /** The other side's display name (typing line, screen-reader labels). */
  otherName: string;
  /** The other side is typing (live chats only). */
  remoteTyping?: boolean;
  /** Shown when there are no messages yet. */
  empty?: ReactNode;
  /** For a transcript (no live updates): no live region, no scrolling to the end. */
  readOnly?: boolean;
  /**
   * The list is its own scroll box (`className` gives it a height and overflow): a new message
   * scrolls only the list, never the page around it.
   */
  scrollsItself?: boolean;
  className?: string;
}

/**
 * The messages of one chat, oldest first. Live, it is a polite live region (role `log`) so a
 * screen reader announces new messages, and it scrolls to the newest one whenever one arrives or
 * the other side starts typing. Read-only it needs no socket: pass stored messages through
 * `fromServerMessage`.
 */
export function MessageList({
  messages,
  viewerRole,
  otherName,
  remoteTyping = false,
  empty,
  readOnly = false,
  scrollsItself = false,
  className = '',
}: MessageListProps) {
  const { t } = useTranslation();
  const formatTime = useMessageTimeFormat();
  const end = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.key;

  useEffect(() => {
    if (readOnly) return;
    if (scrollsItself) {
      // scrollIntoView would also scroll every scrollable ancestor, the page included.
      if (box.current !== null) box.current.scrollTop = box.current.scrollHeight;
      return;
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    end.current?.scrollIntoView({ block: 'end', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [last, messages.length, remoteTyping, readOnly, scrollsItself]);

  return (
    <div ref={box} className={`flex flex-col ${className}`}>
      {messages.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-muted">
          <MessagesSquare aria-hidden="true" className="size-10 text-violet/60" />
          <div>{empty ?? t('chat.conversation.empty')}</div>
        </div>
      ) : null}
      <ol
        data-testid="chat-messages"
        role={readOnly ? undefined : 'log'}
        aria-live={readOnly ? undefined : 'polite'}
        aria-label={t('chat.conversation.list_label')}
        className="flex flex-col gap-2 p-4"
      >
        {messages.map((message) => (
          <MessageBubble
            key={message.key}
            message={message}
            own={message.senderRole === viewerRole}
            senderName={otherName}
            time={formatTime(message.createdAt)}
          />
        ))}
      </ol>
      {remoteTyping && !readOnly ? (
        <p
          data-testid="chat-typing"
          className="px-5 pb-2 text-sm text-muted italic"
          aria-live="polite"
        >
          {t('chat.conversation.typing', { name: otherName })}
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
