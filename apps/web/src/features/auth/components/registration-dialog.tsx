import type { Gender } from '@lumus/contract/auth/user';
import { genderSchema } from '@lumus/contract/auth/user';
import type { RegistrationRequest } from '@lumus/contract/auth/profile';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { DialogHeader } from './dialog-header';
import { ErrorLine } from './error-line';
import { Spinner } from './spinner';
import { useInitialFocus } from './use-initial-focus';

const FIELD =
  'h-11 w-full rounded-2xl border border-night/15 bg-white px-4 text-sm text-ink outline-none focus:border-violet disabled:bg-paper disabled:text-muted';

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Screen 6: registration details of a new user after verification (name, gender, birth date,
 * birth time or "I don't know", birth place). `onSubmit` answers the error to show, or null.
 */
export function RegistrationDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (details: RegistrationRequest) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  useInitialFocus(nameInput);
  const [name, setName] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [dob, setDob] = useState('');
  const [timeOfBirth, setTimeOfBirth] = useState('');
  const [timeUnknown, setTimeUnknown] = useState(false);
  const [placeOfBirth, setPlaceOfBirth] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const ready =
    name.trim() !== '' && gender !== '' && dob !== '' && (timeUnknown || timeOfBirth !== '');

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!ready || loading) return;
    setLoading(true);
    setError(null);
    try {
      setError(
        await onSubmit({
          name: name.trim(),
          gender,
          dob,
          timeOfBirth: timeUnknown ? '' : timeOfBirth,
          placeOfBirth: placeOfBirth.trim(),
        }),
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <DialogHeader titleId={titleId} title={t('auth.registration.title')} onClose={onClose} />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="max-h-[75dvh] space-y-3 overflow-y-auto px-5 pb-6 pt-2"
      >
        <p className="text-sm text-muted">{t('auth.registration.lead')}</p>
        <label className="block space-y-1 text-sm text-ink">
          <span>{t('auth.registration.name')}</span>
          <input
            ref={nameInput}
            type="text"
            autoComplete="given-name"
            data-testid="registration-name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
            className={FIELD}
          />
        </label>
        <fieldset className="space-y-1 text-sm text-ink">
          <legend>{t('auth.registration.gender')}</legend>
          <div className="flex gap-2">
            {genderSchema.options.map((option) => (
              <label
                key={option}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-2xl border border-night/15 px-2 has-checked:border-violet has-checked:bg-violet-soft"
              >
                <input
                  type="radio"
                  name="gender"
                  value={option}
                  checked={gender === option}
                  onChange={() => {
                    setGender(option);
                  }}
                  className="accent-violet"
                />
                {t(`auth.registration.genders.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block space-y-1 text-sm text-ink">
          <span>{t('auth.registration.dob')}</span>
          <input
            type="date"
            max={today()}
            data-testid="registration-dob"
            value={dob}
            onChange={(event) => {
              setDob(event.target.value);
            }}
            className={FIELD}
          />
        </label>
        <label className="block space-y-1 text-sm text-ink">
          <span>{t('auth.registration.tob')}</span>
          <input
            type="time"
            data-testid="registration-tob"
            value={timeUnknown ? '' : timeOfBirth}
            disabled={timeUnknown}
            onChange={(event) => {
              setTimeOfBirth(event.target.value);
            }}
            className={FIELD}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={timeUnknown}
            onChange={(event) => {
              setTimeUnknown(event.target.checked);
            }}
            className="size-4 accent-violet"
          />
          {t('auth.registration.tob_unknown')}
        </label>
        <label className="block space-y-1 text-sm text-ink">
          <span>{t('auth.registration.pob')}</span>
          <input
            type="text"
            autoComplete="address-level2"
            data-testid="registration-pob"
            value={placeOfBirth}
            onChange={(event) => {
              setPlaceOfBirth(event.target.value);
            }}
            className={FIELD}
          />
        </label>
        <ErrorLine message={error} testId="registration-error" />
        <button
          type="submit"
          data-testid="registration-submit"
          disabled={!ready || loading}
          aria-busy={loading}
          className={`${buttonStyles.primary} w-full`}
        >
          {loading ? <Spinner /> : null}
          {t('auth.registration.submit')}
        </button>
      </form>
    </ModalDialog>
  );
}
