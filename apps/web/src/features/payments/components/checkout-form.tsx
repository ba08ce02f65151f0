import type { PaymentMethodId } from '@lumus/contract/payments/payment-methods';
import { quotePayment } from '@lumus/contract/payments/payment-quote';
import type { RechargePacksResponse } from '@lumus/contract/payments/recharge-packs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LoaderCircle, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { paymentMethodsQuery } from '../../wallet/api/get-payment-methods';
import { initiatePayment } from '../../wallet/api/initiate-payment';
import { processCheckout } from '../../wallet/api/process-checkout';
import { ListMessage } from '../../../lib/ui/list-states';
import { useMoneyFormat } from '../../currency/use-money-format';
import { PaymentSummary } from './payment-summary';

type PriceList = RechargePacksResponse['data'];

/** What the user chose on the price list: a pack, or a custom amount in paise. */
export type Purchase = Readonly<{ packId: number } | { amount: number }>;

/** The money of a purchase as checkout will compute it, or null for an unknown pack or amount. */
export function previewQuote(purchase: Purchase, priceList: PriceList) {
  if ('packId' in purchase) {
    const pack = priceList.packs.find((candidate) => candidate.id === purchase.packId);
    if (pack === undefined) return null;
    return quotePayment({
      amountMinor: pack.amount,
      bonusPercent: pack.bonusPercent,
      taxBasisPoints: priceList.taxBasisPoints,
      taxMode: priceList.taxMode,
    });
  }
  if (purchase.amount < priceList.minAmount || purchase.amount > priceList.maxAmount) return null;
  return quotePayment({
    amountMinor: purchase.amount,
    bonusPercent: 0,
    taxBasisPoints: priceList.taxBasisPoints,
    taxMode: priceList.taxMode,
  });
}

/** Method choice, summary and Pay: checkout, then off to the gateway's page. */
export function CheckoutForm({
  purchase,
  priceList,
}: {
  purchase: Purchase;
  priceList: PriceList;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatAmount = useMoneyFormat();
  const { userId } = useSession();
  const methods = useQuery(paymentMethodsQuery(userId));
  const [chosen, setChosen] = useState<PaymentMethodId | null>(null);
  const method = chosen ?? methods.data?.[0]?.id ?? null;
  const quote = previewQuote(purchase, priceList);

  const pay = useMutation({
    mutationFn: async (paymentMethod: PaymentMethodId) => {
      // The currency the prices were shown in: a wallet in another one refuses it (409).
      const log = await processCheckout({
        ...purchase,
        method: paymentMethod,
        currency: priceList.currency,
      });
      const started = await initiatePayment({ paymentLogId: log.id, language });
      window.location.assign(started.redirectUrl);
    },
  });

  if (quote === null) {
    return (
      <ListMessage
        tone="error"
        title={t('payments.checkout.unknown_choice')}
        action={
          <LocalizedLink to="/add-wallet-money/price-list" className={buttonStyles.primary}>
            {t('wallet.add_money')}
          </LocalizedLink>
        }
      />
    );
  }
  const payError =
    pay.error === null
      ? null
      : isApiError(pay.error)
        ? pay.error.message
        : t('payments.checkout.failed');

  return (
    <div className="space-y-6">
      <fieldset className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5">
        <legend className="float-left mb-2 w-full">
          <h2 className="text-lg font-semibold text-night">{t('payments.checkout.method')}</h2>
        </legend>
        {methods.isPending ? (
          <p className="text-sm text-muted">{t('payments.checkout.loading_methods')}</p>
        ) : methods.isError || methods.data.length === 0 ? (
          <p role="alert" className="text-sm text-error">
            {t('payments.checkout.no_methods')}
          </p>
        ) : (
          <div className="clear-both space-y-2">
            {methods.data.map((option) => (
              <label
                key={option.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-night/10 px-4 py-3 has-[:checked]:border-violet has-[:checked]:bg-violet-soft"
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={option.id}
                  checked={method === option.id}
                  onChange={() => {
                    setChosen(option.id);
                  }}
                  className="accent-violet"
                />
                <span>
                  <span className="block font-semibold text-night">
                    {t(`payments.methods.${option.id}.name`)}
                  </span>
                  <span className="block text-sm text-muted">
                    {t(`payments.methods.${option.id}.description`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <PaymentSummary
        quote={quote}
        taxBasisPoints={priceList.taxBasisPoints}
        taxMode={priceList.taxMode}
      />
      {payError === null ? null : (
        <p role="alert" className="text-sm text-error">
          {payError}
        </p>
      )}
      <button
        type="button"
        className={`${buttonStyles.primary} w-full`}
        disabled={method === null || pay.isPending || pay.isSuccess}
        onClick={() => {
          if (method !== null) pay.mutate(method);
        }}
      >
        {pay.isPending || pay.isSuccess ? (
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        ) : (
          <Lock aria-hidden="true" className="size-4" />
        )}
        {t('payments.checkout.pay', { amount: formatAmount(quote.totalMinor) })}
      </button>
    </div>
  );
}
