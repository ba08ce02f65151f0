import type { ConsoleOrder } from '@lumus/contract/console/console-request';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '../../../lib/ui/list-states';
import { canAccept, type QueueView } from '../console-orders';
import { useNow } from '../use-now';
import type { DeclineAnswer } from './decline-step';
import { IncomingCallCard } from './incoming-call-card';
import { RequestCard } from './request-card';

/**
 * The waiting requests, live; a calm empty state that says what to expect. A call waits as the
 * incoming-call card (the console rings meanwhile), a chat as the request card.
 */
export function RequestList({
  view,
  offline,
  pendingId,
  onAccept,
  onDecline,
}: {
  view: QueueView<ConsoleOrder>;
  offline: boolean;
  pendingId: number | null;
  onAccept: (order: ConsoleOrder) => void;
  onDecline: (order: ConsoleOrder, answer: DeclineAnswer) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <section aria-labelledby="console-requests" className="space-y-4">
      <h2 id="console-requests" className="text-xl font-semibold text-night">
        {t('console.requests.title')}
        {view.waiting.length > 0 ? (
          <span className="ml-2 rounded-full bg-violet-soft px-2.5 py-0.5 align-middle font-sans text-sm text-violet">
            {view.waiting.length}
          </span>
        ) : null}
      </h2>
      <p role="status" className="sr-only">
        {t('console.requests.count', { count: view.waiting.length })}
      </p>
      {view.waiting.length > 0 && view.live !== null ? (
        <p className="text-sm text-muted">{t('console.requests.finish_first')}</p>
      ) : null}
      {view.waiting.length === 0 ? (
        <ListMessage
          title={t('console.requests.empty_title')}
          text={offline ? t('console.requests.empty_offline') : t('console.requests.empty_online')}
        />
      ) : (
        <ul className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
          {view.waiting.map((order) => {
            const card = {
              order,
              acceptable: canAccept(order, view),
              pending: pendingId === order.id,
              onAccept: () => {
                onAccept(order);
              },
              onDecline: (answer: DeclineAnswer) => {
                onDecline(order, answer);
              },
            };
            return order.kind === 'call' ? (
              <IncomingCallCard key={order.id} {...card} />
            ) : (
              <RequestCard key={order.id} {...card} now={now} />
            );
          })}
        </ul>
      )}
    </section>
  );
}
