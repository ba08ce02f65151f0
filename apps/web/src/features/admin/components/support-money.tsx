import type { AdminSupportDetail } from '@lumus/contract/support/support-admin-calls';
import { CURRENCY_SYMBOL } from '@lumus/contract/markets/market-currency';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { supportKeys, supportMoney } from '../api/admin-support-api';
import { dateTime, money } from './admin-format';
import { MoneyForm, refundWords, type MoneyRequest } from './money-form';

/**
 * Beside a conversation: a refund of the session it is about (the order refund, once per
 * request, in the session's currency) and a goodwill credit within the conversation's limit in
 * the user's wallet currency (decision 052), with the credits given so far.
 */
export function SupportMoney({ detail }: { detail: AdminSupportDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { conversation, linkedOrder, goodwill } = detail;
  const user = conversation.userName ?? conversation.userMobile ?? `#${conversation.userId}`;
  const send = async (kind: 'refund' | 'goodwill', request: MoneyRequest) => {
    const before = detail;
    const after = await supportMoney(kind, { conversationId: conversation.id, ...request });
    queryClient.setQueryData(supportKeys.detail(conversation.id), after);
    await queryClient.invalidateQueries({ queryKey: supportKeys.all });
    return kind === 'refund'
      ? {
          given:
            (after.linkedOrder?.billing.refunded ?? 0) -
            (before.linkedOrder?.billing.refunded ?? 0),
          max: after.linkedOrder?.billing.refundable ?? 0,
        }
      : { given: before.goodwill.left - after.goodwill.left, max: after.goodwill.left };
  };
  const refundable = linkedOrder?.billing.refundable ?? 0;
  // Without a linked session the refund form is not shown; its currency is then never read.
  const refundCurrency = linkedOrder?.order.currency ?? 'INR';
  const wallet = goodwill.currency;
  const inWallet = (minor: number) => money(minor, wallet ?? 'INR', language);
  return (
    <div className="space-y-4" data-testid="support-money">
      <MoneyForm
        testId="support-refund-form"
        currency={refundCurrency}
        max={refundable}
        unavailable={
          linkedOrder === null
            ? t('admin.support.refund.none')
            : linkedOrder.order.status !== 'ended'
              ? t('admin.orders.refund_after_end')
              : refundable === 0
                ? t('admin.orders.nothing_to_refund')
                : null
        }
        words={{
          ...refundWords(t, user, refundCurrency),
          title: t('admin.support.refund.title'),
        }}
        send={(request) => send('refund', request)}
      />
      <MoneyForm
        testId="support-goodwill-form"
        currency={wallet ?? 'INR'}
        max={goodwill.left}
        unavailable={
          wallet === null
            ? t('admin.support.goodwill.no_currency')
            : goodwill.left === 0
              ? t('admin.support.goodwill.used_up', { limit: inWallet(goodwill.limit) })
              : null
        }
        words={{
          title: t('admin.support.goodwill.title'),
          amount: t('admin.support.goodwill.amount', {
            symbol: CURRENCY_SYMBOL[wallet ?? 'INR'],
          }),
          reason: t('admin.support.goodwill.reason'),
          submit: t('admin.support.goodwill.button'),
          question: (amount) => t('admin.support.goodwill.question', { amount, user }),
          confirm: (amount) => t('admin.support.goodwill.confirm', { amount }),
          done: (amount) => t('admin.support.goodwill.done', { amount }),
        }}
        send={(request) => send('goodwill', request)}
        hint={
          wallet === null
            ? undefined
            : t('admin.support.goodwill.hint', {
                left: inWallet(goodwill.left),
                limit: inWallet(goodwill.limit),
              })
        }
      >
        {goodwill.credits.length === 0 ? null : (
          <ul className="mt-3 space-y-1 text-sm" data-testid="support-goodwill-credits">
            {goodwill.credits.map((credit) => (
              <li key={credit.id}>
                {t('admin.support.goodwill.given', {
                  amount: inWallet(credit.amount),
                  staff: credit.staffName ?? '–',
                  when: dateTime(credit.createdAt, language),
                  reason: credit.reason,
                })}
              </li>
            ))}
          </ul>
        )}
      </MoneyForm>
    </div>
  );
}
