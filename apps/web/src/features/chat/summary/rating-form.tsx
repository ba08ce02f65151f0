import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { createRating } from '../api/create-rating';
import { orderHistoryItemQuery } from '../api/get-order-history';
import { historyKeys } from '../api/history-keys';
import { GivenRating } from './given-rating';
import { SummaryAlert, SummaryForm, SummaryTextField, failureReason } from './summary-form-parts';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1–5 stars and an optional review for an ended chat (`rating-review/create`, once per chat). A
 * chat rated before (a reload, another tab) shows the stars given instead of the form, read from
 * its history entry.
 */
export function RatingForm({
  chatId,
  consultantName,
  title,
}: {
  chatId: number;
  consultantName: string;
  /** The question above the stars; the chat's by default (a call asks about the call). */
  title?: string;
}) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [missing, setMissing] = useState(false);
  const given = useQuery(orderHistoryItemQuery(userId, chatId));
  const rate = useMutation({
    mutationFn: () => createRating({ chatId, rating, review: review.trim() }),
    onSettled: () => {
      // The history (and this chat's entry) now carries the stars: the server's, after a 409.
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
  });
  // A 409: rated meanwhile elsewhere; the entry's stars (refetched) are shown, not an error.
  const ratedElsewhere = isApiError(rate.error) && rate.error.status === 409;
  const stored = given.data?.rating ?? null;

  if (rate.isSuccess) {
    return <GivenRating rating={rate.data.rating} consultantName={consultantName} justSent />;
  }
  if (stored !== null) {
    return <GivenRating rating={stored} consultantName={consultantName} justSent={false} />;
  }
  if (given.isPending && userId !== null) {
    return (
      <div className="h-24 rounded-2xl bg-paper motion-safe:animate-pulse" aria-hidden="true" />
    );
  }

  return (
    <SummaryForm
      title={title ?? t('chat.summary.rating_title', { name: consultantName })}
      onSubmit={() => {
        if (rating === 0) {
          setMissing(true);
          return;
        }
        rate.mutate();
      }}
    >
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
      <SummaryAlert message={missing ? t('chat.summary.rating_choose') : null} />
      <SummaryTextField
        label={t('chat.summary.review_label')}
        testId="rating-review"
        value={review}
        rows={3}
        placeholder={t('chat.summary.review_placeholder')}
        onChange={setReview}
      />
      <SummaryAlert
        message={
          rate.isError && !ratedElsewhere
            ? t('chat.summary.rating_failed', { reason: failureReason(rate.error) })
            : null
        }
      />
      <button type="submit" disabled={rate.isPending} className={buttonStyles.primary}>
        {rate.isPending ? t('chat.summary.sending') : t('chat.summary.rating_submit')}
      </button>
    </SummaryForm>
  );
}
