import { RefreshCw, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../ui/button-styles';
import { applyUpdate, registerServiceWorker } from './service-worker-client';
import { dismissUpdate, useUpdateOffer } from './update-state';

/**
 * Registers the service worker and shows "A new version is ready — Reload" when one waits and no
 * chat is running. Loaded after the first paint (root layout), so neither costs the first load.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const shown = useUpdateOffer();
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  if (!shown) return null;
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-night px-4 py-3 text-white shadow-lg sm:bottom-5"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-gold" />
      <p className="flex-1 text-sm font-medium">{t('pwa.update.ready')}</p>
      <button type="button" onClick={applyUpdate} className={buttonStyles.light}>
        {t('pwa.update.reload')}
      </button>
      <button
        type="button"
        onClick={dismissUpdate}
        aria-label={t('pwa.update.dismiss')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
