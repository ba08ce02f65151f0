import { useMutation } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { createRating } from '../api/create-rating';

const STARS = [1, 2, 3, 4, 5] as const;

/** 1–5 stars and an optional review for an ended chat (`rating-review/create`, once per chat). */
export function RatingForm({ chatId, consultantName }: { chatId: number; consultantName: string }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [missing, setMissing] = useState(false);
  const reviewId = useId();
  const titleId = useId();
  const rate = useMutation({
    mutationFn: () => createRating({ chatId, rating, review: review.trim() }),
  });
  // A 409 means this chat was rated before (another tab, a reload): that is what we wanted.
  const done = rate.isSuccess || (isApiError(rate.error) && rate.error.status === 409);

  if (done) {
    return (
      <p
        role="status"
        data-testid="rating-thanks"
        className="rounded-2xl bg-violet-soft p-4 text-night"
      >
        {t('chat.summary.rating_thanks')}
      </p>
    );
  }

  return (
    <form
      aria-labelledby={titleId}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating === 0) {
          setMissing(true);
          return;
        }
        rate.mutate();
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold text-night">
        {t('chat.summary.rating_title', { name: consultantName })}
      </h2>
      <fieldset>
        <legend className="sr-only">{t('chat.summary.rating_label')}</legend>
        <div className="flex gap-1">
          {STARS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-full p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setMissing(false);
                }}
                className="sr-only"
              />
              <span className="sr-only">{t('chat.summary.rating_star', { count: value })}</span>
              <Star
                aria-hidden="true"
                className={`size-9 ${value <= rating ? 'fill-gold text-gold' : 'text-muted/50'}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {missing ? (
        <p role="alert" className="text-sm text-red-700">
          {t('chat.summary.rating_choose')}
        </p>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={reviewId} className="text-sm font-medium text-night">
          {t('chat.summary.review_label')}
        </label>
        <textarea
          id={reviewId}
          data-testid="rating-review"
          value={review}
          maxLength={2000}
          rows={3}
          placeholder={t('chat.summary.review_placeholder')}
          onChange={(event) => {
            setReview(event.target.value);
          }}
          className="w-full rounded-2xl border border-night/15 bg-white px-4 py-2.5 text-ink placeholder:text-muted focus:border-violet focus:outline-none focus-visible:ring-2 focus-visible:ring-violet/40"
        />
      </div>
      {rate.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('chat.summary.rating_failed', {
            reason: isApiError(rate.error) ? rate.error.reason : String(rate.error),
          })}
        </p>
      ) : null}
      <button type="submit" disabled={rate.isPending} className={buttonStyles.primary}>
        {rate.isPending ? t('chat.summary.sending') : t('chat.summary.rating_submit')}
      </button>
    </form>
  );
}
