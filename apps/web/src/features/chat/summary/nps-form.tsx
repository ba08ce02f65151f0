import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { npsScoreQuery, saveNpsScore } from '../api/nps-score';

const SCORES = Array.from({ length: 11 }, (_, score) => score);

/**
 * "How likely are you to recommend Lumus?" 0–10 with an optional comment (`nps/score/get` shows
 * an earlier answer, `nps/score/addupdate` stores or replaces it).
 */
export function NpsForm() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const stored = useQuery(npsScoreQuery(userId));
  const [choice, setChoice] = useState<number | null>(null);
  const [comment, setComment] = useState<string | null>(null);
  const titleId = useId();
  const commentId = useId();
  const score = choice ?? stored.data?.score ?? null;
  const text = comment ?? stored.data?.comment ?? '';
  const save = useMutation({
    mutationFn: (input: { score: number; comment: string }) => saveNpsScore(input),
    onSuccess: (data) => {
      queryClient.setQueryData(npsScoreQuery(userId).queryKey, data);
    },
  });

  if (save.isSuccess) {
    return (
      <p
        role="status"
        data-testid="nps-thanks"
        className="rounded-2xl bg-violet-soft p-4 text-night"
      >
        {t('chat.summary.nps_thanks')}
      </p>
    );
  }

  return (
    <form
      aria-labelledby={titleId}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (score !== null) save.mutate({ score, comment: text.trim() });
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold text-night">
        {t('chat.summary.nps_title')}
      </h2>
      <fieldset>
        <legend className="sr-only">{t('chat.summary.nps_title')}</legend>
        <div className="grid grid-cols-6 gap-2 sm:grid-cols-11">
          {SCORES.map((value) => (
            <label
              key={value}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-xl text-sm font-semibold ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet ${
                score === value
                  ? 'bg-violet text-white ring-violet'
                  : 'bg-white text-night ring-night/15'
              }`}
            >
              <input
                type="radio"
                name="nps"
                value={value}
                checked={score === value}
                onChange={() => {
                  setChoice(value);
                }}
                className="sr-only"
              />
              {value}
            </label>
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{t('chat.summary.nps_low')}</span>
          <span>{t('chat.summary.nps_high')}</span>
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={commentId} className="text-sm font-medium text-night">
          {t('chat.summary.nps_comment_label')}
        </label>
        <textarea
          id={commentId}
          value={text}
          maxLength={2000}
          rows={2}
          onChange={(event) => {
            setComment(event.target.value);
          }}
          className="w-full rounded-2xl border border-night/15 bg-white px-4 py-2.5 text-ink focus:border-violet focus:outline-none focus-visible:ring-2 focus-visible:ring-violet/40"
        />
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('chat.summary.nps_failed', {
            reason: isApiError(save.error) ? save.error.reason : String(save.error),
          })}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="nps-submit"
        disabled={score === null || save.isPending}
        className={buttonStyles.primary}
      >
        {save.isPending ? t('chat.summary.sending') : t('chat.summary.nps_submit')}
      </button>
    </form>
  );
}
