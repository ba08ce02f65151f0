import type { AdminRechargePack } from '@lumus/contract/admin/admin-settings';
import { MARKET_CURRENCIES, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { money } from './admin-format';
import { EditableListCard } from './editable-list-card';
import { PackForm } from './pack-form';

/** The packs of one currency, in the order the price list shows them. */
export function packsIn(
  packs: readonly AdminRechargePack[],
  currency: MarketCurrency,
): AdminRechargePack[] {
  return packs.filter((pack) => pack.currency === currency);
}

/**
 * Recharge packs with their bonuses, one card per currency (a user sees only their wallet's), each
 * pack editable, and a new one (decision 052).
 */
export function PacksCard({ packs }: { packs: readonly AdminRechargePack[] }) {
  return (
    <div className="space-y-4">
      {MARKET_CURRENCIES.map((currency) => (
        <CurrencyPacks key={currency} currency={currency} packs={packsIn(packs, currency)} />
      ))}
    </div>
  );
}

function CurrencyPacks({
  currency,
  packs,
}: {
  currency: MarketCurrency;
  packs: readonly AdminRechargePack[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  return (
    <EditableListCard
      title={t(`admin.settings.packs_in.${currency}`)}
      testId={`admin-packs-${currency}`}
      rows={packs}
      rowKey={(pack) => pack.id}
      addLabel={t(`admin.settings.add_pack_in.${currency}`)}
      renderForm={(pack, onDone) => <PackForm pack={pack} currency={currency} onDone={onDone} />}
      columns={[
        {
          key: 'amount',
          label: t('admin.settings.amount'),
          numeric: true,
          render: (p) => money(p.amountMinor, p.currency, language),
        },
        {
          key: 'bonus',
          label: t('admin.settings.bonus'),
          numeric: true,
          render: (p) => `${p.bonusPercent} %`,
        },
        {
          key: 'first',
          label: t('admin.settings.first_bonus'),
          numeric: true,
          render: (p) => `${p.firstRechargeBonusPercent} %`,
        },
        { key: 'popular', label: t('admin.settings.popular'), render: (p) => yesNo(p.isPopular) },
        { key: 'active', label: t('admin.settings.active'), render: (p) => yesNo(p.active) },
      ]}
    />
  );
}
