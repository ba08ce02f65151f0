import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { homePath, languageOfPath } from '@lumus/contract/site/language-path';
import { buttonStyles } from '../lib/ui/button-styles';

/**
 * Router error boundary. A full page load to home (not a client navigation) is the way out,
 * because the app state that led here may be what is broken.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const home = homePath(languageOfPath(window.location.pathname));

  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-20 text-center"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-violet-soft text-violet">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold text-night">{t('error.title')}</h1>
      <p className="text-muted">{t('error.text')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={home} className={buttonStyles.primary}>
          {t('error.home')}
        </a>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('error.retry')}
        </button>
      </div>
    </div>
  );
}
