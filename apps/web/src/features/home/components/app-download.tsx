import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppOnlyFeatures } from '../../../lib/app-redirect/app-only-features';
import { useAppDownloadUrl } from '../../../lib/app-redirect/use-app-download-url';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';

/** The mobile app: what it adds, and the download link. */
export function AppDownload() {
  const { t } = useTranslation();
  const downloadUrl = useAppDownloadUrl();
  const external = !downloadUrl.startsWith('/');
  return (
    <section aria-labelledby="home-app" data-testid="home-section-app" className="bg-night">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-6 px-4 py-12 text-white sm:px-6 md:py-16">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gold/20 text-gold">
            <Smartphone aria-hidden="true" className="size-6" />
          </span>
          <div className="max-w-2xl">
            <h2 id="home-app" className="text-2xl font-semibold sm:text-3xl">
              {t('home.app.title')}
            </h2>
            <p className="mt-2 text-white/85">{t('home.app.text')}</p>
          </div>
        </div>
        <AppOnlyFeatures tone="dark" />
        <div>
          {external ? (
            <a
              href={downloadUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles.light}
              data-testid="home-app-download"
            >
              {t('app_redirect.download')}
            </a>
          ) : (
            <LocalizedLink
              to={downloadUrl}
              className={buttonStyles.light}
              data-testid="home-app-download"
            >
              {t('app_redirect.download')}
            </LocalizedLink>
          )}
        </div>
      </div>
    </section>
  );
}
