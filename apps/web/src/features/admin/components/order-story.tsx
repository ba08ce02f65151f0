import type { AdminOrderDetail } from '@lumus/contract/admin/admin-orders';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { dateTime, money } from './admin-format';
import { DetailCard } from './detail-card';

/** A session's course (requested, accepted, started, ended, refunds), the intake and the rating. */
export function OrderStory({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { order, refunds, rating } = detail;
  const steps: { key: string; label: string; at: string }[] = [
    { key: 'requested', label: t('admin.orders.timeline.requested'), at: order.createdAt },
    ...(order.acceptedAt === null
      ? []
      : [{ key: 'accepted', label: t('admin.orders.timeline.accepted'), at: order.acceptedAt }]),
    ...(order.startedAt === null
      ? []
      : [{ key: 'started', label: t('admin.orders.timeline.started'), at: order.startedAt }]),
    ...(order.endedAt === null
      ? []
      : [
          {
            key: 'ended',
            label:
              order.endReason === null
                ? t(`admin.orders.statuses.${order.status}`)
                : t(`admin.orders.end_reasons.${order.endReason}`),
            at: order.endedAt,
          },
        ]),
    ...refunds.map((refund) => ({
      key: `refund-${refund.id}`,
      label: t('admin.orders.timeline.refunded', {
        amount: money(refund.amount, detail.order.currency, language),
      }),
      at: refund.createdAt,
    })),
  ];
  const intake = order.intake;
  return (
    <div className="grid gap-5 lg:grid-cols-3" data-testid="order-story">
      <DetailCard title={t('admin.orders.timeline.title')}>
        <ol className="space-y-2 border-l-2 border-violet-soft pl-3 text-sm">
          {steps.map((step) => (
            <li key={step.key}>
              <span className="block text-muted tabular-nums">{dateTime(step.at, language)}</span>
              <span className="text-night">{step.label}</span>
            </li>
          ))}
        </ol>
      </DetailCard>
      <DetailCard title={t('admin.orders.intake.title')}>
        {intake === null ? (
          <p className="text-sm text-muted">{t('admin.orders.intake.none')}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('admin.orders.intake.name')}</dt>
            <dd>{intake.name}</dd>
            <dt className="text-muted">{t('admin.orders.intake.gender')}</dt>
            <dd>{t(`admin.orders.intake.genders.${intake.gender}`)}</dd>
            <dt className="text-muted">{t('admin.orders.intake.birth')}</dt>
            <dd className="tabular-nums">
              {intake.birthTime === null
                ? intake.birthDate
                : `${intake.birthDate} ${intake.birthTime}`}
            </dd>
            <dt className="text-muted">{t('admin.orders.intake.place')}</dt>
            <dd>{intake.birthPlace}</dd>
          </dl>
        )}
      </DetailCard>
      <DetailCard title={t('admin.orders.rating.title')}>
        {rating === null ? (
          <p className="text-sm text-muted">{t('admin.orders.rating.none')}</p>
        ) : (
          <div className="space-y-1 text-sm">
            <p className="font-semibold text-night">
              {t('admin.orders.rating.stars', { rating: rating.rating })}
            </p>
            {rating.review === '' ? null : <p className="text-night">{rating.review}</p>}
            <p className="text-muted">{dateTime(rating.createdAt, language)}</p>
          </div>
        )}
      </DetailCard>
    </div>
  );
}
