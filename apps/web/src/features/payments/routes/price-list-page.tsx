import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { PageHero } from '../../../lib/ui/page-hero';
import { rechargePacksQuery } from '../../wallet/api/get-recharge-packs';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { useMoneyFormat } from '../../currency/use-money-format';
import { useWalletBalance } from '../../wallet/wallet-balance';
import { CustomAmountForm } from '../components/custom-amount-form';
import { PackCard } from '../components/pack-card';
import { rememberReturnPath } from '../return-after-payment';
import { useMarketCurrency } from '../../currency/use-display-currency';

/** `add-wallet-money/price-list`: recharge packs with their bonus, and any other amount. */
export function PriceListPage() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const { balance } = useWalletBalance();
  const formatAmount = useMoneyFormat();
  const marketCurrency = useMarketCurrency();
  const packs = useQuery(rechargePacksQuery(userId, marketCurrency));
  const [params] = useSearchParams();
  useEffect(() => {
    rememberReturnPath(params);
  }, [params]);
  const bestFirstBonus = Math.max(0, ...(packs.data?.packs.map((pack) => pack.bonusPercent) ?? []));

  return (
    <>
      <PageHero
        // The document title stays the spec's "Price List"; the page says what it is for.
        title={t('wallet.add_money')}
        lead={t('payments.packs.lead', { amount: formatAmount(balance) })}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        {packs.isPending ? (
          <ListSkeleton rows={3} />
        ) : packs.isError ? (
          <LoadFailedMessage onRetry={() => void packs.refetch()} />
        ) : (
          <>
            {packs.data.isFirstRecharge && bestFirstBonus > 0 ? (
              <p
                data-testid="first-recharge-offer"
                className="flex items-center gap-3 rounded-2xl bg-gold/20 p-4 text-sm text-night"
              >
                <Gift aria-hidden="true" className="size-5 shrink-0 text-night" />
                {t('payments.packs.first_recharge', { percent: bestFirstBonus })}
              </p>
            ) : null}
            <ul className="grid grid-cols-2 gap-4 pt-2 sm:grid-cols-3">
              {packs.data.packs.map((pack) => (
                <PackCard key={pack.id} pack={pack} />
              ))}
            </ul>
            <p className="text-sm text-muted">
              {t(
                packs.data.taxMode === 'inclusive'
                  ? 'payments.packs.vat_note'
                  : 'payments.packs.tax_note',
                { percent: packs.data.taxBasisPoints / 100 },
              )}
            </p>
            <CustomAmountForm minAmount={packs.data.minAmount} maxAmount={packs.data.maxAmount} />
          </>
        )}
      </div>
    </>
  );
}
