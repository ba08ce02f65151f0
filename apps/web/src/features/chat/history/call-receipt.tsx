import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../currency/use-money-format';
import { connectedSeconds } from './history-format';
import { useDurationFormat } from './use-duration-format';

/**
 * The itemised receipt of a voice call: the seconds both were connected (pauses while the audio
 * was down do not count), the rate, the free time used, the seconds billed, the amount and any
 * refund. The billed seconds and the amount are the server's, as the ledger has them.
 */
export function CallReceipt({ order }: { order: ChatOrder }) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const formatDuration = useDurationFormat();
  const connected = connectedSeconds(order);
  const free = Math.min(order.freeSeconds, connected);
  const lines: readonly (readonly [string, string, string])[] = [
    ['connected', t('order_history.receipt.connected'), formatDuration(connected)],
    [
      'rate',
      t('order_history.receipt.rate'),
      t('order_history.receipt.per_minute', { amount: formatAmount(order.ratePerMinute) }),
    ],
    ...(free > 0 ? [['free', t('order_history.receipt.free'), formatDuration(free)] as const] : []),
    ['billed', t('order_history.receipt.billed'), formatDuration(order.billedSeconds)],
    ['amount', t('order_history.receipt.amount'), formatAmount(order.amountCharged)],
    ...(order.refunded
      ? [
          [
            'refund',
            t('order_history.receipt.refund'),
            `−${formatAmount(order.amountCharged)}`,
          ] as const,
        ]
      : []),
  ];
  return (
    <section
      aria-labelledby="call-receipt-title"
      data-testid="call-receipt"
      className="mt-4 border-t border-night/10 pt-4"
    >
      <h3 id="call-receipt-title" className="text-sm font-semibold text-night">
        {t('order_history.receipt.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {lines.map(([id, label, value]) => (
          <div key={id} data-testid={`receipt-${id}`} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
