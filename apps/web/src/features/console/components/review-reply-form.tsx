import { REVIEW_REPLY_MAX } from '@lumus/contract/console/console-reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { consoleKeys } from '../api/console-keys';
import { replyToReview } from '../api/console-reviews';

/** The one public reply to a review: written once, shown under it on the profile. */
export function ReviewReplyForm({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const fieldId = useId();
  const send = useMutation({
    mutationFn: () => replyToReview(reviewId, text.trim()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.reviews(userId) }),
  });
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
        className="min-h-11 text-sm font-semibold text-violet"
      >
        {t('console.reviews.reply')}
      </button>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') send.mutate();
      }}
    >
      <label htmlFor={fieldId} className="block text-sm font-semibold text-night">
        {t('console.reviews.reply_label')}
      </label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        onChange={(event) => {
          setText(event.target.value);
        }}
        className="w-full rounded-2xl border border-night/15 bg-white px-3 py-2 text-sm text-ink focus:border-violet focus:outline-none"
      />
      <p className="text-xs text-muted">{t('console.reviews.reply_hint')}</p>
      {send.error === null ? null : (
        <p role="alert" className="text-sm text-error-text">
          {t('console.reviews.reply_failed', {
            reason: isApiError(send.error) ? send.error.reason : String(send.error),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={text.trim() === '' || send.isPending}
          className={buttonStyles.primary}
        >
          {t('console.reviews.reply_send')}
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
          }}
          className={buttonStyles.secondary}
        >
          {t('console.reviews.reply_cancel')}
        </button>
      </div>
    </form>
  );
}
