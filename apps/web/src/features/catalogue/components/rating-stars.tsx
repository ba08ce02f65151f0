import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { StarRow } from './star-row';

/** Five stars filled to the rating (halves rounded), the number and the review count. */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (reviewCount === 0) {
    return (
      <span className="inline-flex rounded-full bg-gold/20 px-2 py-0.5 text-xs font-semibold text-night">
        {t('catalogue.card.no_reviews')}
      </span>
    );
  }
  const value = rating.toLocaleString(language === 'de' ? 'de-DE' : 'en-IN', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <StarRow
        filled={filled}
        label={t('catalogue.card.rating', { rating: value })}
        sizeClass="size-3.5"
      />
      <span className="font-semibold text-night">{value}</span>
      <span className="text-muted">({t('catalogue.card.reviews', { count: reviewCount })})</span>
    </span>
  );
}
