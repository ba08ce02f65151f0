import type { RegistrationRequest } from '@lumus/contract/auth/profile';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { DialogHeader } from './dialog-header';
import { ErrorLine } from './error-line';
import { Spinner } from './spinner';
import { useInitialFocus } from './use-initial-focus';

/**
 * Screen 6, registration of a new user after verification: one prompt, the name only (decision
 * 042). Birth details wait for the profile page or the chat intake, where the place is chosen
 * from the place search instead of typed. `onSubmit` answers the error to show, or null.
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
  const leadId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  useInitialFocus(nameInput);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const trimmed = name.trim();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (trimmed === '' || loading) return;
    setLoading(true);
    setError(null);
    try {
      setError(await onSubmit({ name: trimmed }));
    } finally {
      setLoading(false);
    }
  };

  return (
    <ModalDialog labelledBy={titleId} describedBy={leadId} onClose={onClose}>
      <DialogHeader titleId={titleId} title={t('login_name_input.welcome')} onClose={onClose} />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4 px-5 pb-6 pt-2"
      >
        <label className="block space-y-2 text-sm text-ink">
          <span>{t('login_name_input.label')}</span>
          <input
            ref={nameInput}
            type="text"
            autoComplete="given-name"
            maxLength={60}
            data-testid="registration-name"
            value={name}
            placeholder={t('auth.name.placeholder')}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            className="h-12 w-full rounded-2xl border border-night/15 bg-white px-4 text-base text-ink outline-none focus:border-violet"
          />
        </label>
        <p id={leadId} className="text-sm text-muted">
          {t('auth.registration.lead')}
        </p>
        <ErrorLine message={error} testId="registration-error" />
        <button
          type="submit"
          data-testid="registration-submit"
          disabled={trimmed === '' || loading}
          aria-busy={loading}
          className={`${buttonStyles.primary} w-full`}
        >
          {loading ? <Spinner /> : null}
          {t('login_name_input.submit')}
        </button>
      </form>
    </ModalDialog>
  );
}
