import type { SupportConversation } from '@lumus/contract/support/support';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { SupportStatusBadge } from './support-status-badge';

/** The user's conversations, newest first; each opens its thread. */
export function ConversationList({ items }: { items: readonly SupportConversation[] }) {
  const { t } = useTranslation();
  const formatDate = useDateTimeFormat();
  return (
    <ul className="space-y-3" data-testid="support-conversations">
      {items.map((item) => (
        <li key={item.id}>
          <LocalizedLink
            to={`/support/${item.id}`}
            data-testid="support-conversation"
            className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night/5 hover:ring-violet/40"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-night">{t(`support.reasons.${item.reason}`)}</p>
              <p className="truncate text-sm text-ink">
                {/* Empty only for an image sent alone. */}
                {item.lastMessage === '' ? t('support.image.only') : item.lastMessage}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
                {' · #'}
                {item.id}
              </p>
            </div>
            <SupportStatusBadge status={item.status} />
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
