import { useSyncExternalStore } from 'react';
import { installOffer, type InstallOffer } from './install-offer';
import { installPromptState, subscribeInstallPrompt } from './install-prompt';

const STANDALONE_QUERY = '(display-mode: standalone)';

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia(STANDALONE_QUERY).matches;
}

/** The install offer for this browser, kept current as the prompt arrives or is used. */
export function useInstallOffer(): InstallOffer {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, installPromptState, () => null);
  if (prompt === null) return 'none';
  return installOffer({
    standalone: isStandalone(),
    installedNow: prompt.installed,
    canPrompt: prompt.prompt !== null,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  });
}
