import { DECLINE_REASONS, type DeclineReason } from '@lumus/contract/console/console-request';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';

export type DeclineAnswer = Readonly<{ reason: DeclineReason; note?: string }>;

/**
 * The second step of Decline: why (busy, not my speciality, other with a few words), then a
 * confirmation. Nothing is sent before a reason is chosen, so a stray tap on Decline costs nothing.
 */
export function DeclineStep({
  dark = false,
  pending,
  onDecline,
  onKeep,
}: {
  /** On the call card's night background. */
  dark?: boolean;
  pending: boolean;
  onDecline: (answer: DeclineAnswer) => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const legendId = useId();
  const noteId = useId();
  const text = dark ? 'text-white' : 'text-night';
  return (
    <fieldset
      data-testid="decline-step"
      aria-labelledby={legendId}
      className={`space-y-3 rounded-2xl p-3 ${dark ? 'bg-white/10' : 'bg-paper'}`}
    >
      <legend id={legendId} className={`float-left mb-2 w-full font-semibold ${text}`}>
        {t('console.decline.question')}
      </legend>
      <div className="clear-both flex flex-col gap-1">
        {DECLINE_REASONS.map((option) => (
          <label key={option} className={`flex min-h-11 items-center gap-3 text-sm ${text}`}>
            <input
              type="radio"
              name={legendId}
              value={option}
              checked={reason === option}
              onChange={() => {
                setReason(option);
              }}
              className="size-5 accent-violet"
            />
            {t(`console.decline.reasons.${option}`)}
          </label>
        ))}
      </div>
      {reason === 'other' ? (
        <div className="space-y-1">
          <label htmlFor={noteId} className={`block text-sm ${text}`}>
            {t('console.decline.note')}
          </label>
          <input
            id={noteId}
            type="text"
            maxLength={200}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
            }}
            className="min-h-11 w-full rounded-xl border border-night/20 bg-white px-3 text-sm text-night"
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          data-testid="decline-confirm"
          disabled={reason === null || pending}
          onClick={() => {
            if (reason === null) return;
            const trimmed = note.trim();
            onDecline(
              reason === 'other' && trimmed !== '' ? { reason, note: trimmed } : { reason },
            );
          }}
          className={dark ? buttonStyles.light : buttonStyles.primary}
        >
          {t('console.decline.confirm')}
        </button>
        <button
          type="button"
          onClick={onKeep}
          className={dark ? buttonStyles.ghostLight : buttonStyles.secondary}
        >
          {t('console.decline.keep')}
        </button>
      </div>
    </fieldset>
  );
}
