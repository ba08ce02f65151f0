import { Smartphone, X } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../ui/button-styles';
import { LocalizedLink } from '../ui/localized-link';
import { ModalDialog } from '../ui/modal-dialog';

// Its own chunk: the dialog is part of the first download (decision 018's budget), the install
// offer is not needed until the dialog opens.
const InstallLumus = lazy(async () => ({
  default: (await import('../pwa/install-lumus')).InstallLumus,
}));

/**
 * 'Feature Not Available' with a Download App button (spec §2 screen 8, §8), and above it the
 * web app's own "Install Lumus" where the browser can install it (decision 032).
 */
export function AppRedirectDialog({
  downloadUrl,
  onClose,
}: {
  downloadUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const isAppPath = downloadUrl.startsWith('/');

  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onClose={onClose}>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('app_redirect.close')}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-violet-soft hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <div className="flex flex-col items-center gap-4 px-6 pt-10 pb-6 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-violet-soft text-violet">
          <Smartphone aria-hidden="true" className="size-7" />
        </span>
        <h2 id={titleId} className="text-xl font-semibold text-night">
          {t('app_redirect.title')}
        </h2>
        <p id={textId} className="text-muted">
          {t('app_redirect.text')}
        </p>
        <div className="w-full rounded-2xl bg-violet-soft/60 px-4 py-3 empty:hidden">
          <Suspense fallback={null}>
            <InstallLumus headingLevel="h3" />
          </Suspense>
        </div>
        {isAppPath ? (
          <LocalizedLink to={downloadUrl} onClick={onClose} className={buttonStyles.primary}>
            {t('app_redirect.download')}
          </LocalizedLink>
        ) : (
          <a
            href={downloadUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
            className={buttonStyles.primary}
          >
            {t('app_redirect.download')}
          </a>
        )}
      </div>
    </ModalDialog>
  );
}
