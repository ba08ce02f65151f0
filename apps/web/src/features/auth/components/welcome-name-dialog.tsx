import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { DialogHeader } from './dialog-header';
import { Spinner } from './spinner';
import { useInitialFocus } from './use-initial-focus';

/**
 * Screen 7, the welcome modal for a user without a name. The trimmed name goes to `onSubmit`;
 * the modal closes when it settles, successful or not (spec §4; errors are only logged).
 */
export function WelcomeNameDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  useInitialFocus(input);
  const [name, setName] = useState('');
  const [loading, setLoading] = useState(false);
  const trimmed = name.trim();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (trimmed === '' || loading) return;
    setLoading(true);
    try {
      await onSubmit(trimmed);
    } catch (error) {
      console.error('Saving the name failed', error);
    } finally {
      setLoading(false);
      onClose();
    }
  };

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <DialogHeader titleId={titleId} title={t('login_name_input.welcome')} onClose={onClose} />
      <form onSubmit={(event) => void submit(event)} className="space-y-4 px-5 pb-6 pt-2">
        <label className="block space-y-2 text-sm text-ink">
          <span>{t('login_name_input.label')}</span>
          <input
            ref={input}
            type="text"
            autoFocus
            autoComplete="given-name"
            data-testid="welcome-name"
            value={name}
            placeholder={t('auth.name.placeholder')}
            onChange={(event) => {
              setName(event.target.value);
            }}
            className="h-12 w-full rounded-2xl border border-night/15 bg-white px-4 text-base text-ink outline-none focus:border-violet"
          />
        </label>
        <button
          type="submit"
          data-testid="welcome-submit"
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
