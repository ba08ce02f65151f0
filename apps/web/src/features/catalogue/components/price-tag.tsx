import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../currency/use-money-format';

/** The per-minute price in the user's currency. */
export function PriceTag({ amountMinor, large = false }: { amountMinor: number; large?: boolean }) {
  const { t } = useTranslation();
  const price = useMoneyFormat()(amountMinor);
  return (
    <p
      className={large ? 'text-xl font-semibold text-night' : 'text-base font-semibold text-night'}
    >
      <span className="sr-only">{t('catalogue.card.price_label')}: </span>
      <span data-testid="price">{t('catalogue.card.per_minute', { price })}</span>
    </p>
  );
}
