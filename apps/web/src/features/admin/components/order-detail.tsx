import type { AdminOrderDetail } from '@lumus/contract/admin/admin-orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { adminKeys } from '../api/admin-keys';
import { adminOrderQuery, refundOrder } from '../api/admin-orders-api';
import { dateTime, money } from './admin-format';
import { DetailCard } from './detail-card';
import { LedgerList } from './ledger-list';
import { MoneyForm, refundWords } from './money-form';
import { OrderStory } from './order-story';
import { OrderTranscript } from './order-transcript';

/** One chat: billing lines, refunds with a refund form, ledger entries and the transcript. */
export function OrderDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useQuery(adminOrderQuery(id));
  if (detail.isPending) return <ListSkeleton rows={3} />;
  if (detail.isError) return <LoadFailedMessage onRetry={() => void detail.refetch()} />;
  const { order, billing, ledger, refunds } = detail.data;
  const lines: readonly [string, string][] = [
    [t('admin.orders.billing.rate'), money(billing.ratePerMinute, order.currency, language)],
    [t('admin.orders.billing.free'), t('admin.seconds', { count: billing.freeSeconds })],
    [t('admin.orders.billing.billed'), t('admin.seconds', { count: billing.billedSeconds })],
    [t('admin.orders.billing.charged'), money(billing.charged, order.currency, language)],
    [t('admin.orders.billing.share'), `${billing.platformSharePercent} %`],
    [
      t('admin.orders.billing.earnings'),
      money(billing.consultantEarnings, order.currency, language),
    ],
    [t('admin.orders.billing.refunded'), money(billing.refunded, order.currency, language)],
    [t('admin.orders.billing.refundable'), money(billing.refundable, order.currency, language)],
    [
      t('admin.orders.end_reason'),
      order.endReason === null ? '–' : t(`admin.orders.end_reasons.${order.endReason}`),
    ],
    ...(order.declineReason === null
      ? []
      : [
          [
            t('admin.orders.decline_reason'),
            order.declineNote === null
              ? t(`console.decline.reasons.${order.declineReason}`)
              : `${t(`console.decline.reasons.${order.declineReason}`)}: ${order.declineNote}`,
          ] as [string, string],
        ]),
  ];
  return (
    <div className="space-y-5" data-testid="order-detail">
      <button type="button" className={buttonStyles.secondary} onClick={onBack}>
        {t('admin.back')}
      </button>
      <header className="space-y-1">
        <h2 className="text-lg font-semibold text-night">
          {t('admin.orders.detail_title', { id: order.id })}
        </h2>
        <p className="text-sm text-muted">
          {t('admin.orders.detail_lead', {
            user: order.userName ?? order.userMobile ?? `#${order.userId}`,
            consultant: order.consultantName,
            status: t(`admin.orders.statuses.${order.status}`),
            when: dateTime(order.createdAt, language),
          })}
        </p>
      </header>
      <div className="grid gap-5 lg:grid-cols-2">
        <DetailCard title={t('admin.orders.billing.title')}>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {lines.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="text-right tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </DetailCard>
        <RefundPanel detail={detail.data} />
      </div>
      <OrderStory detail={detail.data} />
      {refunds.length === 0 ? null : (
        <DetailCard title={t('admin.orders.refunds')}>
          <ul className="space-y-1 text-sm">
            {refunds.map((refund) => (
              <li key={refund.id}>
                {t('admin.orders.refund_line', {
                  amount: money(refund.amount, order.currency, language),
                  when: dateTime(refund.createdAt, language),
                  reason: refund.reason,
                })}
              </li>
            ))}
          </ul>
        </DetailCard>
      )}
      <DetailCard title={t('admin.ledger.title')}>
        <LedgerList entries={ledger} currency={order.currency} />
      </DetailCard>
      <OrderTranscript detail={detail.data} />
    </div>
  );
}

function RefundPanel({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { refundable } = detail.billing;
  const ended = detail.order.status === 'ended';
  const user = detail.order.userName ?? detail.order.userMobile ?? `#${detail.order.userId}`;
  return (
    <MoneyForm
      testId="refund-form"
      currency={detail.order.currency}
      max={refundable}
      unavailable={
        !ended
          ? t('admin.orders.refund_after_end')
          : refundable === 0
            ? t('admin.orders.nothing_to_refund')
            : null
      }
      words={refundWords(t, user, detail.order.currency)}
      send={async (request) => {
        const result = await refundOrder({ id: detail.order.id, ...request });
        queryClient.setQueryData(adminKeys.detail('orders', detail.order.id), result.detail);
        await queryClient.invalidateQueries({ queryKey: adminKeys.all });
        return { given: result.refund.amount, max: result.detail.billing.refundable };
      }}
    />
  );
}
