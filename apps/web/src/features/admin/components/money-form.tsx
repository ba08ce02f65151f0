import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { CURRENCY_SYMBOL, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import { amountInput, money, newRequestId, parseAmount, reasonOf } from './admin-format';
import { ConfirmPanel } from './confirm-panel';
import { TextField } from './fields';

export type MoneyRequest = Readonly<{ amount: number; reason: string; requestId: string }>;

export type MoneyWords = Readonly<{
  title: string;
  amount: string;
  reason: string;
  submit: string;
  /** "Refund ₹10.00 to Asha?": asked before any money moves. */
  question: (amount: string) => string;
  confirm: (amount: string) => string;
  done: (amount: string) => string;
}>;

/**
 * Giving a user money (a refund, a goodwill credit): an amount up to `max` and a reason, checked
 * here first, then "are you sure?" naming the amount, so money leaves only on the second click.
 * Every amount is in `currency` (the session's for a refund, the wallet's for goodwill; decision
 * 052). One request id per form: a resent request (double click, retry) is recognised by the
 * server. `send` answers the amount given and `max` afterwards.
 */
export function MoneyForm({
  testId,
  words,
  currency,
  max,
  unavailable,
  send,
  hint,
  children,
}: {
  testId: string;
  words: MoneyWords;
  currency: MarketCurrency;
  max: number;
  /** Why nothing can be given now (nothing left, session not ended); null shows the form. */
  unavailable: string | null;
  send: (request: MoneyRequest) => Promise<{ given: number; max: number }>;
  /** A line under the title (a limit, a rule). */
  hint?: string;
  /** What was given before, under the form. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = (minor: number) => money(minor, currency, language);
  const [amount, setAmount] = useState(() => amountInput(max));
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const give = useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      setConfirming(null);
      setRequestId(newRequestId());
      setReason('');
      setAmount(amountInput(result.max));
    },
  });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const paise = parseAmount(amount);
    const next: typeof errors = {};
    if (paise === undefined || paise <= 0 || paise > max) {
      next.amount = t('admin.errors.refund_amount', { max: format(max) });
    }
    if (reason.trim().length < 3) next.reason = t('admin.errors.reason');
    setErrors(next);
    if (paise === undefined || Object.keys(next).length > 0) return;
    setConfirming(paise);
  };

  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
      <h3 className="mb-2 font-semibold text-night">{words.title}</h3>
      {hint === undefined ? null : <p className="mb-3 text-sm text-muted">{hint}</p>}
      {unavailable !== null ? (
        <p className="text-sm text-muted">{unavailable}</p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-3" data-testid={testId}>
          <TextField
            label={words.amount}
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
          />
          <TextField
            label={words.reason}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
          {confirming === null ? (
            <button type="submit" className={buttonStyles.primary} disabled={give.isPending}>
              {words.submit}
            </button>
          ) : (
            <ConfirmPanel
              id={`${testId}-question`}
              question={words.question(format(confirming))}
              confirmLabel={words.confirm(format(confirming))}
              pending={give.isPending}
              failure={give.isError ? reasonOf(give.error) : null}
              onConfirm={() => {
                give.mutate({ amount: confirming, reason: reason.trim(), requestId });
              }}
              onCancel={() => {
                setConfirming(null);
                give.reset();
              }}
            />
          )}
        </form>
      )}
      {give.isSuccess ? (
        <p role="status" className="mt-3 text-sm text-night">
          {words.done(format(give.data.given))}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** The words of a session refund, from the order page or from a support conversation. */
export function refundWords(t: TFunction, user: string, currency: MarketCurrency): MoneyWords {
  return {
    title: t('admin.orders.refund_title'),
    amount: t('admin.orders.refund_amount', { symbol: CURRENCY_SYMBOL[currency] }),
    reason: t('admin.orders.refund_reason'),
    submit: t('admin.orders.refund_button'),
    question: (amount) => t('admin.orders.refund_question', { amount, user }),
    confirm: (amount) => t('admin.orders.refund_confirm', { amount }),
    done: (amount) => t('admin.orders.refunded_notice', { amount }),
  };
}
