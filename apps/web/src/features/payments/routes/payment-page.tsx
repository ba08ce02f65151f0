import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { PageHero } from '../../../lib/ui/page-hero';
import { rechargePacksQuery } from '../../wallet/api/get-recharge-packs';
import { ListMessage, ListSkeleton } from '../../../lib/ui/list-states';
import { CheckoutForm, type Purchase } from '../components/checkout-form';
import { PaymentResult } from '../components/payment-result';
import { useMarketCurrency } from '../../currency/use-display-currency';

function wholeNumber(text: string | null): number | null {
  return text !== null && /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/**
 * `add-wallet-money/payment`: with `?packId=` or `?amount=` the checkout; with `?paymentLogId=`
 * (the gateway's return) the outcome of that payment.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentLogId = wholeNumber(params.get('paymentLogId'));
  const packId = wholeNumber(params.get('packId'));
  const amount = wholeNumber(params.get('amount'));
  const purchase: Purchase | null =
    packId !== null ? { packId } : amount !== null ? { amount } : null;

  return (
    <>
      <PageHero title={t('titles.payments')} />
      <div className="mx-auto max-w-xl px-4 py-8 sm:px-6">
        {paymentLogId !== null ? (
          <PaymentResult paymentLogId={paymentLogId} cancelled={params.get('cancelled') === '1'} />
        ) : purchase === null ? (
          <ListMessage tone="error" title={t('payments.checkout.unknown_choice')} />
        ) : (
          <Checkout purchase={purchase} />
        )}
      </div>
    </>
  );
}

function Checkout({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const marketCurrency = useMarketCurrency();
  const priceList = useQuery(rechargePacksQuery(userId, marketCurrency));
  if (priceList.isPending) return <ListSkeleton rows={3} />;
  if (priceList.isError) return <ListMessage tone="error" title={t('wallet.load_failed')} />;
  return <CheckoutForm purchase={purchase} priceList={priceList.data} />;
}
