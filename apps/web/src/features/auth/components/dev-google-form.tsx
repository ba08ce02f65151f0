import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { Spinner } from './spinner';

const FIELD =
  'h-11 w-full rounded-2xl border border-night/15 bg-white px-4 text-sm text-ink outline-none focus:border-violet';

/**
 * The development stand-in for Google (server switch DEV_GOOGLE_SIGN_IN, never in production):
 * clearly labelled, it asks for any e-mail and name and then follows the real Google login call.
 */
export function DevGoogleForm({
  loading,
  onSubmit,
}: {
  loading: boolean;
  onSubmit: (email: string, name: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!loading) onSubmit(email.trim(), name.trim());
  };
  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      data-testid="dev-google-form"
      className="space-y-3 rounded-2xl border border-dashed border-busy/60 bg-busy/5 p-4"
    >
      <p id={headingId} className="text-xs font-semibold tracking-wide text-busy-text uppercase">
        {t('auth.google.dev_title')}
      </p>
      <p className="text-xs text-muted">{t('auth.google.dev_note')}</p>
      <label className="block space-y-1 text-sm text-ink">
        <span>{t('auth.google.dev_email')}</span>
        <input
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          className={FIELD}
        />
      </label>
      <label className="block space-y-1 text-sm text-ink">
        <span>{t('auth.google.dev_name')}</span>
        <input
          type="text"
          required
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
          className={FIELD}
        />
      </label>
      <button type="submit" disabled={loading} className={`${buttonStyles.secondary} w-full`}>
        {loading ? <Spinner /> : null}
        {t('auth.google.dev_submit')}
      </button>
    </form>
  );
}
