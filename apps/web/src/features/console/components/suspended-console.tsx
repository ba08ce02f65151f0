import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleKeys } from '../api/console-keys';
import { useConsoleEvents } from '../use-console-events';
import { EndedSummary } from './ended-summary';
import { LiveChatPanel } from './live-chat-panel';

/**
 * The console of a suspended psychic (issue 23): what happened instead of the queue, and the chat
 * that was in progress when the suspension came, until it ends. The console's pushes still arrive,
 * so lifting the suspension brings the queue back without a reload or a new sign-in.
 */
export function SuspendedConsole({
  consultantId,
  live,
}: {
  consultantId: number;
  live: ChatOrder | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useConsoleEvents(consultantId);
  const [ended, setEnded] = useState<ChatOrder | null>(null);
  const onEnded = useCallback(
    (order: ChatOrder) => {
      setEnded(order);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
    [queryClient],
  );
  return (
    <div className="space-y-6">
      <section
        data-testid="console-suspended"
        aria-labelledby="console-suspended-title"
        className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-night/5"
      >
        <ShieldAlert aria-hidden="true" className="size-10 text-error" />
        <h2 id="console-suspended-title" className="text-xl font-semibold text-night">
          {t('console.suspended.title')}
        </h2>
        <p className="text-muted">{t('console.suspended.text')}</p>
        {live === null ? null : <p className="text-ink">{t('console.suspended.live_chat')}</p>}
      </section>
      {ended === null || live?.id === ended.id ? null : (
        <EndedSummary
          order={ended}
          onDismiss={() => {
            setEnded(null);
          }}
        />
      )}
      {live === null ? null : <LiveChatPanel order={live} onEnded={onEnded} />}
    </div>
  );
}
