import type { AdminSupportDetail } from '@lumus/contract/support/support-admin-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { SupportMessages } from '../../support/components/support-messages';
import { SupportReplyForm } from '../../support/components/support-reply-form';
import {
  adminSupportQuery,
  supportAction,
  supportKeys,
  type SupportAction,
} from '../api/admin-support-api';
import { dateTime, money, reasonOf } from './admin-format';
import { DetailCard } from './detail-card';
import { LedgerList } from './ledger-list';
import { OrderTranscript } from './order-transcript';
import { SupportMoney } from './support-money';

/**
 * One support conversation for staff: the messages and notes, reply / note / take / resolve /
 * reopen, and beside it the user's recent orders and payments and the linked order or payment.
 */
export function SupportDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const detail = useQuery(adminSupportQuery(id));
  const act = useMutation({
    mutationFn: (action: SupportAction) => supportAction(action),
    onSuccess: async (answer) => {
      queryClient.setQueryData(supportKeys.detail(id), answer);
      await queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
  if (detail.isPending) return <ListSkeleton rows={3} />;
  if (detail.isError) return <LoadFailedMessage onRetry={() => void detail.refetch()} />;
  const { conversation } = detail.data;
  const user = conversation.userName ?? conversation.userMobile ?? `#${conversation.userId}`;
  const failure = act.isError ? reasonOf(act.error) : null;
  return (
    <div className="space-y-5" data-testid="support-detail">
      <button type="button" className={buttonStyles.secondary} onClick={onBack}>
        {t('admin.back')}
      </button>
      <header className="space-y-1">
        <h2 className="text-lg font-semibold text-night">
          {t('admin.support.detail_title', {
            id: conversation.id,
            reason: t(`support.reasons.${conversation.reason}`),
          })}
        </h2>
        <p className="text-sm text-muted" data-testid="support-detail-lead">
          {t('admin.support.detail_lead', {
            user,
            status: t(`admin.support.statuses.${conversation.status}`),
            when: dateTime(conversation.createdAt, language),
            assigned: conversation.assignedTo?.name ?? t('admin.support.nobody'),
          })}
        </p>
      </header>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={act.isPending}
          onClick={() => {
            act.mutate({ kind: 'assign', conversationId: id });
          }}
        >
          {t('admin.support.assign')}
        </button>
        <button
          type="button"
          data-testid="support-status-toggle"
          className={buttonStyles.secondary}
          disabled={act.isPending}
          onClick={() => {
            act.mutate({
              kind: 'status',
              conversationId: id,
              status: conversation.status === 'resolved' ? 'open' : 'resolved',
            });
          }}
        >
          {conversation.status === 'resolved'
            ? t('admin.support.reopen')
            : t('admin.support.resolve')}
        </button>
      </div>
      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <section className="space-y-4 rounded-3xl bg-paper p-4 ring-1 ring-night/5">
          <SupportMessages messages={detail.data.messages} side="staff" />
          <SupportReplyForm
            testId="support-staff-reply"
            label={t('admin.support.reply_label')}
            submitLabel={t('admin.support.reply')}
            pending={act.isPending}
            failure={failure}
            imageMaxBytes={detail.data.imageMaxBytes}
            onSend={(draft) => act.mutateAsync({ kind: 'reply', conversationId: id, ...draft })}
            extra={(draft, clear) => (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={act.isPending || (draft.text === '' && draft.image === null)}
                onClick={() => {
                  void act
                    .mutateAsync({ kind: 'note', conversationId: id, ...draft })
                    .then(clear, () => undefined);
                }}
              >
                {t('admin.support.note')}
              </button>
            )}
          />
        </section>
        <div className="space-y-4">
          <SupportMoney detail={detail.data} />
          <UserContext detail={detail.data} />
        </div>
      </div>
      {detail.data.linkedOrder === null ? null : (
        <OrderTranscript detail={detail.data.linkedOrder} />
      )}
    </div>
  );
}

function UserContext({ detail }: { detail: AdminSupportDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { linkedOrder, linkedPayment, recentOrders, recentPayments } = detail;
  return (
    <div className="space-y-4" data-testid="support-user-context">
      {linkedOrder === null ? null : (
        <DetailCard title={t('admin.support.linked_order', { id: linkedOrder.order.id })}>
          <p className="text-sm">
            {t('admin.support.order_line', {
              consultant: linkedOrder.order.consultantName,
              status: t(`admin.orders.statuses.${linkedOrder.order.status}`),
              charged: money(linkedOrder.billing.charged, linkedOrder.order.currency, language),
              refunded: money(linkedOrder.billing.refunded, linkedOrder.order.currency, language),
            })}
          </p>
        </DetailCard>
      )}
      {linkedPayment === null ? null : (
        <DetailCard title={t('admin.support.linked_payment', { id: linkedPayment.id })}>
          <p className="text-sm">
            {t('admin.support.payment_line', {
              amount: money(linkedPayment.totalAmount, linkedPayment.currency, language),
              status: t(`payments.statuses.${linkedPayment.status}`),
              when: dateTime(linkedPayment.createdAt, language),
            })}
          </p>
        </DetailCard>
      )}
      <DetailCard title={t('admin.support.recent_orders')}>
        {recentOrders.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.support.none')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {recentOrders.map((order) => (
              <li key={order.id}>
                {`#${order.id} · `}
                {t('admin.support.order_line', {
                  consultant: order.consultantName,
                  status: t(`admin.orders.statuses.${order.status}`),
                  charged: money(order.amountCharged, order.currency, language),
                  refunded: money(order.refundedAmount, order.currency, language),
                })}
              </li>
            ))}
          </ul>
        )}
      </DetailCard>
      <DetailCard title={t('admin.support.recent_ledger')}>
        <LedgerList entries={detail.recentLedger} currency={detail.goodwill.currency ?? 'INR'} />
      </DetailCard>
      <DetailCard title={t('admin.support.recent_payments')}>
        {recentPayments.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.support.none')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {recentPayments.map((payment) => (
              <li key={payment.id}>
                {`#${payment.id} · `}
                {t('admin.support.payment_line', {
                  amount: money(payment.totalAmount, payment.currency, language),
                  status: t(`payments.statuses.${payment.status}`),
                  when: dateTime(payment.createdAt, language),
                })}
              </li>
            ))}
          </ul>
        )}
      </DetailCard>
    </div>
  );
}
