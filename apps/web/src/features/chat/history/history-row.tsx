import type { HistoryItem } from '@lumus/contract/chat/chat-calls';
import { FINISHED_CHAT_STATUSES } from '@lumus/contract/chat/finished-statuses';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { useDateTimeFormat } from '../../../lib/format/use-date-format';
import { useMoneyFormat } from '../../currency/use-money-format';
import { SessionKindMark } from '../components/session-kind-mark';
import { ChatStatusBadge } from './chat-status-badge';
import { chatHistoryPath } from './history-paths';
import { useDurationFormat } from './use-duration-format';

/**
 * One chat or call in the order history: the psychic, when, how long, what it cost and how it
 * ended. The row opens the transcript (a call has none: its receipt); a finished one can be removed
 * (after a confirmation).
 */
export function HistoryRow({
  item,
  onRemove,
}: {
  item: HistoryItem;
  onRemove: (item: HistoryItem) => void;
}) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const formatDate = useDateTimeFormat();
  const formatDuration = useDurationFormat();
  const date = formatDate(item.createdAt);
  return (
    <li
      data-testid="history-row"
      data-chat-id={item.chatId}
      className="flex items-center gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-night/5 motion-safe:animate-fade-in sm:p-4"
    >
      <LocalizedLink
        to={chatHistoryPath(item.consultantId, item.chatId)}
        aria-label={t(item.kind === 'call' ? 'order_history.open_call' : 'order_history.open', {
          name: item.consultantName,
          date,
        })}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-violet"
      >
        <img
          src={item.consultantPhotoUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-full bg-night-2 object-cover ring-2 ring-violet-soft"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-night">{item.consultantName}</span>
          <span className="block text-sm text-muted">
            <time dateTime={item.createdAt}>{date}</time>
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <SessionKindMark kind={item.kind} />
            <span className="tabular-nums">{formatDuration(item.durationSeconds)}</span>
            <ChatStatusBadge status={item.status} refunded={item.refunded} />
          </span>
        </span>
        <span data-testid="history-amount" className="shrink-0 font-semibold text-ink tabular-nums">
          {formatAmount(item.amountCharged)}
        </span>
      </LocalizedLink>
      {FINISHED_CHAT_STATUSES.includes(item.status) ? (
        <button
          type="button"
          onClick={() => {
            onRemove(item);
          }}
          aria-label={t('order_history.remove_label', { name: item.consultantName, date })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-error/10 hover:text-error"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      ) : (
        <span className="size-11 shrink-0" />
      )}
    </li>
  );
}
