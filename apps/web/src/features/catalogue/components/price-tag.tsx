import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { formatPrice } from '../../currency/format-price';
import { useDisplayCurrency } from '../../currency/use-display-currency';

/** The per-minute price in the user's currency. */
export function PriceTag({ amountMinor, large = false }: { amountMinor: number; large?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useDisplayCurrency();
  const price = formatPrice(amountMinor, language, currency);
  return (
    <p
      className={large ? 'text-xl font-semibold text-night' : 'text-base font-semibold text-night'}
    >
      <span className="sr-only">{t('catalogue.card.price_label')}: </span>
      <span data-testid="price">{t('catalogue.card.per_minute', { price })}</span>
    </p>
  );
}
