import type { SupportMessage } from '@lumus/contract/support/support';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';
import { SupportImageView } from './support-image';

/**
 * A conversation's messages, each with its image if it has one. `side` is whose messages sit on
 * the right: the user's own on their screen, staff's on the inbox. Staff notes (only staff ever
 * get them) are marked as such.
 */
export function SupportMessages({
  messages,
  side,
}: {
  messages: readonly SupportMessage[];
  side: 'user' | 'staff';
}) {
  const { t } = useTranslation();
  const formatDate = useDateTimeFormat();
  return (
    <ol className="space-y-2" data-testid="support-messages" aria-live="polite">
      {messages.map((message) => {
        const own = message.author === side;
        const who =
          message.author === 'user'
            ? side === 'user'
              ? t('support.you')
              : t('support.from_user')
            : message.authorName === null
              ? t('support.team')
              : t('support.team_member', { name: message.authorName });
        return (
          <li
            key={message.id}
            data-testid={message.internal ? 'support-note' : 'support-message'}
            className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${
              message.internal
                ? 'mx-auto border border-dashed border-busy/50 bg-busy/5'
                : own
                  ? 'ml-auto bg-violet-soft'
                  : 'bg-white ring-1 ring-night/5'
            }`}
          >
            <span className="block text-xs text-muted">
              {message.internal ? `${t('support.note_label')} · ` : ''}
              {who} · <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
            </span>
            {message.image === null ? null : (
              <SupportImageView
                image={message.image}
                alt={
                  message.author === 'staff'
                    ? t('support.image.alt_team')
                    : side === 'user'
                      ? t('support.image.alt_own')
                      : t('support.image.alt_user')
                }
              />
            )}
            {message.text}
          </li>
        );
      })}
    </ol>
  );
}
