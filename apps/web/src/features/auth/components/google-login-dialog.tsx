import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { LogoMark } from '../../../lib/ui/logo-mark';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { authConfigQuery } from '../api/auth-config-query';
import { devGoogleCredential } from '../api/google-calls';
import { DevGoogleForm } from './dev-google-form';
import { DialogHeader } from './dialog-header';
import { ErrorLine } from './error-line';
import { GoogleButton } from './google-button';
import { Spinner } from './spinner';

const LINK = 'font-medium text-violet underline underline-offset-2';

/**
 * Screen 4, 'Continue with Google'. `onCredential` signs in with a Google id token and answers the
 * error to show, or null on success. Without a Google client id, a development server offers the
 * stand-in form instead.
 */
export function GoogleLoginDialog({
  onCredential,
  onClose,
}: {
  onCredential: (credential: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const config = useQuery(authConfigQuery);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (credential: () => Promise<string>) => {
    setLoading(true);
    setError(null);
    try {
      setError(await onCredential(await credential()));
    } catch (failure) {
      console.error('Google sign-in failed', failure);
      setError(t('auth.errors.google_failed'));
    } finally {
      setLoading(false);
    }
  };

  const clientId = config.data?.googleClientId ?? null;
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <DialogHeader titleId={titleId} title={t('auth.google.title')} onClose={onClose} />
      <div className="space-y-4 px-5 pb-6 pt-2 text-center">
        <div className="flex flex-col items-center gap-1">
          <LogoMark className="size-12" />
          <p className="font-display text-2xl font-semibold text-ink">{t('app.name')}</p>
          <p className="text-sm text-muted">{t('app.tagline')}</p>
        </div>
        {config.isPending ? (
          <div className="flex justify-center py-2 text-muted">
            <Spinner />
          </div>
        ) : null}
        {clientId !== null ? (
          <div aria-busy={loading}>
            <p className="sr-only">{t('auth.google.sign_in')}</p>
            <GoogleButton
              clientId={clientId}
              onCredential={(credential) => void signIn(() => Promise.resolve(credential))}
            />
          </div>
        ) : null}
        {clientId === null && config.data?.devGoogleSignIn === true ? (
          <DevGoogleForm
            loading={loading}
            onSubmit={(email, name) => void signIn(() => devGoogleCredential(email, name))}
          />
        ) : null}
        {config.isError ||
        (config.data !== undefined && clientId === null && !config.data.devGoogleSignIn) ? (
          <p className="text-sm text-muted">{t('auth.google.unavailable')}</p>
        ) : null}
        <ErrorLine message={error} testId="google-error" />
        <p className="text-xs text-muted" data-testid="google-legal">
          <Trans
            i18nKey="auth.google.legal"
            components={{
              terms: <LocalizedLink to="/terms-of-use" className={LINK} />,
              privacy: <LocalizedLink to="/privacy-policy" className={LINK} />,
            }}
          />
        </p>
      </div>
    </ModalDialog>
  );
}
