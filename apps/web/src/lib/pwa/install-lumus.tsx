import { CheckCircle2, Download, Share } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../ui/button-styles';
import { promptInstall } from './install-prompt';
import { useInstallOffer } from './use-install-offer';

/**
 * "Install Lumus" (decision 032): the browser's own install prompt where there is one, the Share
 * -> Add to Home Screen steps on iOS, and a plain "installed" where it already runs as the app.
 * Renders nothing where none applies; the Download App link beside it stays the fallback.
 */
export function InstallLumus({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const [busy, setBusy] = useState(false);
  if (offer === 'none') return null;
  const Heading = headingLevel;
  const install = () => {
    setBusy(true);
    promptInstall()
      .catch((error: unknown) => {
        console.warn('The install prompt failed', error);
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <section data-testid="install-lumus" data-offer={offer} className="grid gap-2 text-left">
      <Heading className="text-lg font-semibold text-night">{t('pwa.install.title')}</Heading>
      {offer === 'installed' ? (
        <p className="flex items-start gap-2 text-ink/85">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-online" />
          {t('pwa.install.installed')}
        </p>
      ) : (
        <p className="text-ink/85">{t('pwa.install.text')}</p>
      )}
      {offer === 'prompt' ? (
        <div>
          <button type="button" onClick={install} disabled={busy} className={buttonStyles.primary}>
            <Download aria-hidden="true" className="size-4" />
            {t('pwa.install.button')}
          </button>
        </div>
      ) : null}
      {offer === 'ios-steps' ? (
        <div className="text-ink/85">
          <p>{t('pwa.install.ios_intro')}</p>
          <ol className="mt-1 list-decimal pl-6">
            <li>
              {t('pwa.install.ios_share')}{' '}
              <Share aria-hidden="true" className="inline size-4 align-text-bottom text-violet" />
            </li>
            <li>{t('pwa.install.ios_add')}</li>
          </ol>
        </div>
      ) : null}
    </section>
  );
}
