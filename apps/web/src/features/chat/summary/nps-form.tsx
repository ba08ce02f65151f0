import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { npsScoreQuery, saveNpsScore } from '../api/nps-score';
import {
  SummaryAlert,
  SummaryForm,
  SummaryTextField,
  SummaryThanks,
  failureReason,
} from './summary-form-parts';

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
  const score = choice ?? stored.data?.score ?? null;
  const text = comment ?? stored.data?.comment ?? '';
  const save = useMutation({
    mutationFn: (input: { score: number; comment: string }) => saveNpsScore(input),
    onSuccess: (data) => {
      queryClient.setQueryData(npsScoreQuery(userId).queryKey, data);
    },
  });

  if (save.isSuccess) {
    return <SummaryThanks testId="nps-thanks">{t('chat.summary.nps_thanks')}</SummaryThanks>;
  }

  return (
    <SummaryForm
      title={t('chat.summary.nps_title')}
      onSubmit={() => {
        if (score !== null) save.mutate({ score, comment: text.trim() });
      }}
    >
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
      <SummaryTextField
        label={t('chat.summary.nps_comment_label')}
        value={text}
        rows={2}
        onChange={setComment}
      />
      <SummaryAlert
        message={
          save.isError ? t('chat.summary.nps_failed', { reason: failureReason(save.error) }) : null
        }
      />
      <button
        type="submit"
        data-testid="nps-submit"
        disabled={score === null || save.isPending}
        className={buttonStyles.primary}
      >
        {save.isPending ? t('chat.summary.sending') : t('chat.summary.nps_submit')}
      </button>
    </SummaryForm>
  );
}
