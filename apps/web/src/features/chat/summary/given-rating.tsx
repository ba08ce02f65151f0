import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5] as const;

/** The stars the user already gave this chat, read-only (after a reload, another tab, a retry). */
export function GivenRating({
  rating,
  consultantName,
  justSent,
}: {
  rating: number;
  consultantName: string;
  justSent: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="rating-given" data-rating={rating} className="space-y-2">
      <p className="text-night" data-testid={justSent ? 'rating-thanks' : undefined}>
        {justSent
          ? t('chat.summary.rating_thanks')
          : t('chat.summary.rating_given', { name: consultantName })}
      </p>
      <p className="flex gap-1" aria-label={t('chat.summary.rating_star', { count: rating })}>
        {STARS.map((value) => (
          <Star
            key={value}
            aria-hidden="true"
            className={`size-7 ${value <= rating ? 'fill-gold text-gold' : 'text-muted/50'}`}
          />
        ))}
      </p>
    </div>
  );
}
