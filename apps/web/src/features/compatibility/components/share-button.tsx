import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonStyles } from '../../../lib/ui/button-styles';

type Outcome = 'copied' | 'share_failed' | null;

/**
 * Shares the report's URL (the dates are in its query string): the system share sheet where
 * there is one (phones), otherwise the clipboard.
 */
export function ShareButton() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const share = async () => {
    // Built from the router's location, which is the page's URL in the browser.
    const url = `${window.location.origin}${pathname}${search}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('compatibility.page.share_title'), url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('share_failed');
    }
  };

  return (
    <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center">
      <button type="button" className={buttonStyles.light} onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        {t('compatibility.page.share')}
      </button>
      <p role="status" className="text-sm text-white/85">
        {outcome === null ? '' : t(`compatibility.page.${outcome}`)}
      </p>
    </div>
  );
}
