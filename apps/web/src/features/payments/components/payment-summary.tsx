import type { PaymentQuote } from '@lumus/contract/payments/payment-quote';
import { useTranslation } from 'react-i18next';
import type { TaxMode } from '@lumus/contract/markets/market-currency';
import { useMoneyFormat } from '../../currency/use-money-format';

/**
 * What the user pays and gets, before paying: the same `quotePayment` math checkout uses, so the
 * numbers here are the numbers charged, in the wallet's currency (decision 045). India adds GST
 * to the amount; in the EU the price already includes VAT, which is shown as its part.
 */
export function PaymentSummary({
  quote,
  taxBasisPoints,
  taxMode,
}: {
  quote: PaymentQuote;
  taxBasisPoints: number;
  taxMode: TaxMode;
}) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const included = taxMode === 'inclusive';
  const taxPercent = (taxBasisPoints / 100).toLocaleString(undefined, {
    maximumFractionDigits: 2,
  });
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? 'font-semibold text-night' : ''}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId} className="tabular-nums">
        {value}
      </dd>
    </div>
  );
  return (
    <section
      aria-labelledby="payment-summary-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
    >
      <h2 id="payment-summary-title" className="mb-2 text-lg font-semibold text-night">
        {t('payments.summary.title')}
      </h2>
      <dl className="text-sm text-ink">
        {row(
          t(included ? 'payments.summary.net' : 'payments.summary.amount'),
          formatAmount(quote.netMinor),
          'summary-amount',
        )}
        {row(
          t(included ? 'payments.summary.vat_included' : 'payments.summary.tax', {
            percent: taxPercent,
          }),
          formatAmount(quote.taxMinor),
          'summary-tax',
        )}
        <div className="my-1 border-t border-night/10" />
        {row(t('payments.summary.total'), formatAmount(quote.totalMinor), 'summary-total', true)}
      </dl>
      <div className="mt-4 rounded-2xl bg-violet-soft p-3 text-sm text-ink">
        <p className="flex justify-between gap-4">
          <span>{t('payments.summary.bonus')}</span>
          <span data-testid="summary-bonus" className="font-semibold text-violet tabular-nums">
            +{formatAmount(quote.bonusMinor)}
          </span>
        </p>
        <p className="mt-1 flex justify-between gap-4 font-semibold text-night">
          <span>{t('payments.summary.wallet_gets')}</span>
          <span data-testid="summary-wallet-gets" className="tabular-nums">
            {formatAmount(quote.amountMinor + quote.bonusMinor)}
          </span>
        </p>
      </div>
    </section>
  );
}
