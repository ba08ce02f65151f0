import type { AdminOrderDetail } from '@lumus/contract/admin/admin-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { adminKeys } from '../api/admin-keys';
import { adminOrderQuery, refundOrder } from '../api/admin-orders-api';
import { dateTime, newRequestId, parseRupees, reasonOf, rupees, rupeesInput } from './admin-format';
import { ConfirmPanel } from './confirm-panel';
import { DetailCard } from './detail-card';
import { TextField } from './fields';
import { LedgerList } from './ledger-list';
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
    [t('admin.orders.billing.rate'), rupees(billing.ratePerMinute, language)],
    [t('admin.orders.billing.free'), t('admin.seconds', { count: billing.freeSeconds })],
    [t('admin.orders.billing.billed'), t('admin.seconds', { count: billing.billedSeconds })],
    [t('admin.orders.billing.charged'), rupees(billing.charged, language)],
    [t('admin.orders.billing.share'), `${billing.platformSharePercent} %`],
    [t('admin.orders.billing.earnings'), rupees(billing.consultantEarnings, language)],
    [t('admin.orders.billing.refunded'), rupees(billing.refunded, language)],
    [t('admin.orders.billing.refundable'), rupees(billing.refundable, language)],
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
                  amount: rupees(refund.amount, language),
                  when: dateTime(refund.createdAt, language),
                  reason: refund.reason,
                })}
              </li>
            ))}
          </ul>
        </DetailCard>
      )}
      <DetailCard title={t('admin.ledger.title')}>
        <LedgerList entries={ledger} />
      </DetailCard>
      <OrderTranscript detail={detail.data} />
    </div>
  );
}

function RefundPanel({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const refundable = detail.billing.refundable;
  const [amount, setAmount] = useState(() => rupeesInput(refundable));
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  /** The checked amount waiting for "are you sure?": money leaves only on the second click. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const refund = useMutation({
    mutationFn: refundOrder,
    onSuccess: async (result) => {
      setConfirming(null);
      queryClient.setQueryData(adminKeys.detail('orders', detail.order.id), result.detail);
      setRequestId(newRequestId());
      setReason('');
      setAmount(rupeesInput(result.detail.billing.refundable));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const ended = detail.order.status === 'ended';

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const paise = parseRupees(amount);
    const next: typeof errors = {};
    if (paise === undefined || paise <= 0 || paise > refundable) {
      next.amount = t('admin.errors.refund_amount', { max: rupees(refundable, language) });
    }
    if (reason.trim().length < 3) next.reason = t('admin.errors.reason');
    setErrors(next);
    if (paise === undefined || Object.keys(next).length > 0) return;
    setConfirming(paise);
  };
  const user = detail.order.userName ?? detail.order.userMobile ?? `#${detail.order.userId}`;

  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
      <h3 className="mb-2 font-semibold text-night">{t('admin.orders.refund_title')}</h3>
      {!ended || refundable === 0 ? (
        <p className="text-sm text-muted">
          {ended ? t('admin.orders.nothing_to_refund') : t('admin.orders.refund_after_end')}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-3" data-testid="refund-form">
          <TextField
            label={t('admin.orders.refund_amount')}
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
          />
          <TextField
            label={t('admin.orders.refund_reason')}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
          {confirming === null ? (
            <button type="submit" className={buttonStyles.primary} disabled={refund.isPending}>
              {t('admin.orders.refund_button')}
            </button>
          ) : (
            <ConfirmPanel
              id="admin-refund-question"
              question={t('admin.orders.refund_question', {
                amount: rupees(confirming, language),
                user,
              })}
              confirmLabel={t('admin.orders.refund_confirm', {
                amount: rupees(confirming, language),
              })}
              pending={refund.isPending}
              failure={refund.isError ? reasonOf(refund.error) : null}
              onConfirm={() => {
                refund.mutate({
                  id: detail.order.id,
                  amount: confirming,
                  reason: reason.trim(),
                  requestId,
                });
              }}
              onCancel={() => {
                setConfirming(null);
                refund.reset();
              }}
            />
          )}
        </form>
      )}
      {refund.isSuccess ? (
        <p role="status" className="mt-3 text-sm text-night">
          {t('admin.orders.refunded_notice', {
            amount: rupees(refund.data.refund.amount, language),
          })}
        </p>
      ) : null}
    </section>
  );
}
