import { MAX_MESSAGE_LENGTH } from '@lumus/contract/chat/chat-order';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type SyntheticEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface MessageComposerProps {
  onSend: (text: string) => void;
  /** Called on each change of the text, for the typing indicator. */
  onTyping?: () => void;
  /** E.g. while the chat is not active; the text typed so far is kept. */
  disabled?: boolean;
  /** A short note under the field (e.g. "Reconnecting…"). */
  note?: string | null;
}

/**
 * The message field with its Send button. Enter sends, Shift+Enter starts a new line (and Enter
 * while an input method is composing is left to it). Empty or blank text is not sent.
 */
export function MessageComposer({
  onSend,
  onTyping,
  disabled = false,
  note,
}: MessageComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const blank = text.trim() === '';

  const submit = () => {
    if (disabled || blank) return;
    onSend(text);
    setText('');
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2" data-testid="chat-composer">
      <div className="flex-1">
        <label htmlFor={fieldId} className="sr-only">
          {t('chat.conversation.composer_label')}
        </label>
        <textarea
          id={fieldId}
          data-testid="chat-input"
          value={text}
          rows={1}
          maxLength={MAX_MESSAGE_LENGTH}
          disabled={disabled}
          placeholder={t('chat.conversation.composer_placeholder')}
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value);
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
          className="field-sizing-content max-h-40 min-h-11 w-full resize-none rounded-3xl border border-night/15 bg-white px-4 py-2.5 text-ink placeholder:text-muted focus:border-violet focus:outline-none focus-visible:ring-2 focus-visible:ring-violet/40 disabled:bg-paper"
        />
        <p id={hintId} className="px-4 pt-1 text-xs text-muted">
          {note ?? t('chat.conversation.composer_hint')}
        </p>
      </div>
      <button
        type="submit"
        data-testid="chat-send"
        disabled={disabled || blank}
        aria-label={t('chat.conversation.send')}
        className="mb-5 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-violet text-white shadow-sm transition-colors duration-200 hover:bg-violet-strong disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
