import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { useStoredMoneyFormat } from '../../currency/use-money-format';
import { chatDurationSeconds, formatClock } from '../console-orders';

/**
 * Shown once a chat or call ended (either side): how long it ran and what the psychic earned. A
 * call has no transcript; its time is the connected time (the order's pauses left out).
 */
export function EndedSummary({ order, onDismiss }: { order: ChatOrder; onDismiss: () => void }) {
  const { t } = useTranslation();
  // Each session in the currency it was charged in, whatever the psychic's own market.
  const format = useStoredMoneyFormat();
  const formatAmount = (amountMinor: number) => format(amountMinor, order.currency);
  const name = order.intake?.name ?? t('console.request.unnamed');
  const texts =
    order.kind === 'call'
      ? ({ title: 'console.call.ended_title', text: 'console.call.ended_text' } as const)
      : ({ title: 'console.live.ended_title', text: 'console.live.ended_text' } as const);
  return (
    <section
      role="status"
      data-testid="console-chat-ended"
      className="flex flex-wrap items-center gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-online/30"
    >
      <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-online" />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-night">{t(texts.title)}</h2>
        <p className="text-muted">
          {t(texts.text, {
            name,
            time: formatClock(chatDurationSeconds(order)),
            amount: formatAmount(order.consultantEarnings),
          })}
        </p>
      </div>
      <button type="button" onClick={onDismiss} className={buttonStyles.secondary}>
        {t('console.history.close')}
      </button>
    </section>
  );
}
