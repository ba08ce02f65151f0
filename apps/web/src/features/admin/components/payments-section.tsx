import { paymentStatusSchema } from '@lumus/contract/payments/payment-log';
import { paymentMethodIdSchema } from '@lumus/contract/payments/payment-methods';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { adminKeys } from '../api/admin-keys';
import {
  adminPaymentQuery,
  adminPaymentsQuery,
  recheckPayment,
  type PaymentFilters,
} from '../api/admin-payments-api';
import { dateTime, money, reasonOf } from './admin-format';
import { ConfirmPanel } from './confirm-panel';
import { DetailCard } from './detail-card';
import { FormFailure } from './fields';
import { ChoiceFilter, TextFilter } from './filter-fields';
import { LedgerList } from './ledger-list';
import { SearchSection } from './search-section';
import { useCommonColumns } from './use-common-columns';
import { digitsIn, useSearchFilters } from './use-search-filters';

/** Payment logs: filter, open one to see what the gateway said, re-check a pending one. */
export function PaymentsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = useCommonColumns();
  const { filters, set, bind, setPage } = useSearchFilters<PaymentFilters>(
    { userId: '', search: '', status: '', method: '', from: '', to: '', page: 1 },
    digitsIn(['userId']),
  );
  const list = useQuery(adminPaymentsQuery(filters));
  return (
    <SearchSection
      filters={
        <>
          <TextFilter label={t('admin.payments.search')} search {...bind('search')} />
          <TextFilter label={t('admin.filters.user_id')} numeric {...bind('userId')} />
          <ChoiceFilter
            label={t('admin.filters.status')}
            options={paymentStatusSchema.options}
            optionLabel={(status) => t(`admin.payments.statuses.${status}`)}
            {...bind('status')}
          />
          <ChoiceFilter
            label={t('admin.payments.method')}
            options={paymentMethodIdSchema.options}
            optionLabel={(method) => t(`admin.payments.methods.${method}`)}
            {...bind('method')}
          />
        </>
      }
      dates={{ from: filters.from, to: filters.to, onChange: set }}
      detail={(id, onBack) => <PaymentDetail id={id} onBack={onBack} />}
      list={list}
      page={filters.page}
      onPage={setPage}
      testId="admin-payments"
      caption={t('admin.sections.payments')}
      columns={(open) => [
        column.id(),
        column.user(),
        {
          key: 'method',
          label: t('admin.payments.method'),
          render: (row) => t(`admin.payments.methods.${row.method}`),
        },
        {
          key: 'status',
          label: t('admin.filters.status'),
          render: (row) => t(`admin.payments.statuses.${row.status}`),
        },
        {
          key: 'amount',
          label: t('admin.payments.amount'),
          numeric: true,
          render: (row) => money(row.totalAmount, row.currency, language),
        },
        column.when(),
        column.open((row) => t('admin.payments.open', { id: row.id }), open),
      ]}
    />
  );
}

function PaymentDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const detail = useQuery(adminPaymentQuery(id));
  const [confirming, setConfirming] = useState(false);
  const recheck = useMutation({
    mutationFn: () => recheckPayment(id),
    onSuccess: async (result) => {
      setConfirming(false);
      queryClient.setQueryData(adminKeys.detail('payments', id), {
        payment: result.payment,
        ledger: result.ledger,
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  if (detail.isPending) return <ListSkeleton rows={3} />;
  if (detail.isError) return <LoadFailedMessage onRetry={() => void detail.refetch()} />;
  const { payment, ledger } = detail.data;
  const lines: readonly [string, string][] = [
    [
      t('admin.columns.user'),
      `${payment.userName ?? '—'} (#${payment.userId}) ${payment.userMobile ?? ''}`,
    ],
    [t('admin.payments.method'), t(`admin.payments.methods.${payment.method}`)],
    [t('admin.filters.status'), t(`admin.payments.statuses.${payment.status}`)],
    [t('admin.payments.amount'), money(payment.amount, payment.currency, language)],
    [t('admin.payments.bonus'), money(payment.bonusAmount, payment.currency, language)],
    [t('admin.payments.tax'), money(payment.taxAmount, payment.currency, language)],
    [t('admin.payments.total'), money(payment.totalAmount, payment.currency, language)],
    [t('admin.payments.gateway_ref'), payment.gatewayRef ?? '—'],
    [t('admin.payments.gateway_result'), payment.gatewayDecision ?? '—'],
    [t('admin.payments.failure'), payment.failureReason ?? '—'],
    [t('admin.columns.when'), dateTime(payment.createdAt, language)],
    [t('admin.payments.completed'), dateTime(payment.completedAt, language)],
  ];
  const open = payment.status === 'created' || payment.status === 'pending';
  return (
    <div className="space-y-5" data-testid="payment-detail">
      <button type="button" className={buttonStyles.secondary} onClick={onBack}>
        {t('admin.back')}
      </button>
      <h2 className="text-lg font-semibold text-night">
        {t('admin.payments.detail_title', { id })}
      </h2>
      <section className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {lines.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 space-y-2">
          {confirming ? (
            <ConfirmPanel
              id="admin-recheck-question"
              question={t('admin.payments.recheck_question', {
                id,
                amount: money(payment.amount, payment.currency, language),
                name: payment.userName ?? `#${payment.userId}`,
              })}
              confirmLabel={t('admin.payments.recheck_confirm', {
                amount: money(payment.amount, payment.currency, language),
              })}
              pending={recheck.isPending}
              failure={recheck.isError ? reasonOf(recheck.error) : null}
              onConfirm={() => {
                recheck.mutate();
              }}
              onCancel={() => {
                setConfirming(false);
              }}
            />
          ) : (
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={recheck.isPending}
              onClick={() => {
                recheck.reset();
                setConfirming(true);
              }}
            >
              {t('admin.payments.recheck')}
            </button>
          )}
          {open ? <p className="text-xs text-muted">{t('admin.payments.recheck_hint')}</p> : null}
          {recheck.isSuccess ? (
            <p role="status" className="text-sm text-night">
              {t(`admin.payments.verdicts.${recheck.data.verdict}`)}
              {recheck.data.verdictReason === null ? '' : ` — ${recheck.data.verdictReason}`}
            </p>
          ) : null}
          {confirming ? null : (
            <FormFailure message={recheck.isError ? reasonOf(recheck.error) : null} />
          )}
        </div>
      </section>
      <DetailCard title={t('admin.ledger.title')}>
        <LedgerList entries={ledger} currency={payment.currency} />
      </DetailCard>
    </div>
  );
}
