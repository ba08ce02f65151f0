import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tickOf, type ConversationMessage, type MessageTick } from './conversation-state';

export interface MessageBubbleProps {
  message: ConversationMessage;
  /** The viewer wrote it: right-aligned, with ticks. */
  own: boolean;
  /** The other side's name, for screen readers. */
  senderName: string;
  /** The formatted time (spec §9), e.g. from `useMessageTimeFormat`. */
  time: string;
}

function TickIcon({ tick }: { tick: MessageTick }) {
  const className = 'size-4 shrink-0';
  switch (tick) {
    case 'sending':
      return <Clock aria-hidden="true" className={className} />;
    case 'sent':
      return <Check aria-hidden="true" className={className} />;
    case 'delivered':
      return <CheckCheck aria-hidden="true" className={className} />;
    case 'read':
      return <CheckCheck aria-hidden="true" className={`${className} text-gold`} />;
    case 'failed':
      return <AlertCircle aria-hidden="true" className={`${className} text-red-200`} />;
  }
}

/**
 * One chat message. The text is rendered as text (React escapes it), never as HTML; line breaks
 * the writer typed are kept. Own messages carry the sending / sent / delivered / read tick.
 */
export function MessageBubble({ message, own, senderName, time }: MessageBubbleProps) {
  const { t } = useTranslation();
  const tick = tickOf(message);
  const tickLabel =
    tick === 'failed'
      ? t('chat.conversation.tick_failed', { reason: message.failureReason ?? '' })
      : t(`chat.conversation.tick_${tick}`);
  return (
    <li
      data-testid="chat-message"
      data-own={own}
      data-seq={message.seq ?? ''}
      data-tick={own ? tick : undefined}
      className={`flex ${own ? 'justify-end' : 'justify-start'}`}
    >
      <div
        className={`max-w-[85%] rounded-3xl px-4 py-2.5 shadow-sm sm:max-w-[70%] ${
          own
            ? 'rounded-br-lg bg-violet text-white'
            : 'rounded-bl-lg bg-white text-ink ring-1 ring-night/5'
        } ${message.delivery === 'failed' ? 'opacity-80' : ''}`}
      >
        <span className="sr-only">
          {own
            ? t('chat.conversation.you_said')
            : t('chat.conversation.they_said', { name: senderName })}
        </span>
        <p data-testid="chat-message-text" className="break-words whitespace-pre-wrap">
          {message.text}
        </p>
        <p
          className={`mt-1 flex items-center justify-end gap-1 text-xs ${
            own ? 'text-white/80' : 'text-muted'
          }`}
        >
          <time dateTime={message.createdAt}>{time}</time>
          {own ? (
            <span
              data-testid="chat-message-tick"
              className="inline-flex items-center"
              title={tickLabel}
            >
              <TickIcon tick={tick} />
              {/* A failure is spelled out below instead. */}
              {tick === 'failed' ? null : <span className="sr-only">{tickLabel}</span>}
            </span>
          ) : null}
        </p>
        {tick === 'failed' && own ? (
          <p role="alert" className="mt-1 text-xs text-white">
            {tickLabel}
          </p>
        ) : null}
      </div>
    </li>
  );
}
