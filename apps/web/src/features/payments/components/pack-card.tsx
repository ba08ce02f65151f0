import type { RechargePack } from '@lumus/contract/payments/recharge-packs';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { useMoneyFormat } from '../../currency/use-money-format';

/** One recharge pack: the amount, its bonus, and the way on to payment. */
export function PackCard({ pack }: { pack: RechargePack }) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const boosted = pack.bonusPercent > pack.regularBonusPercent;
  return (
    <li>
      <LocalizedLink
        to={`/add-wallet-money/payment?packId=${pack.id}`}
        data-testid="recharge-pack"
        data-amount={pack.amount}
        className={`relative flex h-full min-h-28 flex-col justify-between gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 transition-shadow hover:shadow-md focus-visible:ring-2 ${
          pack.isPopular ? 'ring-violet' : 'ring-night/5'
        }`}
      >
        {pack.isPopular ? (
          <span className="absolute -top-2.5 left-4 rounded-full bg-violet px-2 py-0.5 text-xs font-semibold text-white">
            {t('payments.packs.popular')}
          </span>
        ) : null}
        <span className="text-2xl font-semibold text-night tabular-nums">
          {formatAmount(pack.amount)}
        </span>
        {pack.bonusAmount > 0 ? (
          <span className="text-sm font-semibold text-online-text">
            {t('payments.packs.bonus', {
              amount: formatAmount(pack.bonusAmount),
              percent: pack.bonusPercent,
            })}
            {boosted && pack.regularBonusPercent > 0 ? (
              <s className="ml-1 font-normal text-muted">{pack.regularBonusPercent}%</s>
            ) : null}
          </span>
        ) : (
          <span className="text-sm text-muted">{t('payments.packs.no_bonus')}</span>
        )}
      </LocalizedLink>
    </li>
  );
}
