/**
 * What "Install Lumus" can offer on this browser (decision 032):
 * - `installed`: the page runs as the installed app, or was just installed;
 * - `prompt`: the browser gave us its install prompt (Chromium on Android and desktop);
 * - `ios-steps`: iOS has no prompt; the user adds it through Share -> Add to Home Screen;
 * - `none`: nothing to offer here (the Download App link stays).
 */
export type InstallOffer = 'installed' | 'prompt' | 'ios-steps' | 'none';

export type InstallEnvironment = Readonly<{
  /** `(display-mode: standalone)` matches, or iOS's `navigator.standalone`. */
  standalone: boolean;
  /** `appinstalled` fired, or the user accepted our prompt. */
  installedNow: boolean;
  canPrompt: boolean;
  userAgent: string;
  maxTouchPoints: number;
}>;

/** iPhone, iPod, and iPad, which since iPadOS 13 says it is a Mac but has a touch screen. */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

export function installOffer(environment: InstallEnvironment): InstallOffer {
  if (environment.standalone || environment.installedNow) return 'installed';
  if (environment.canPrompt) return 'prompt';
  if (isIos(environment.userAgent, environment.maxTouchPoints)) return 'ios-steps';
  return 'none';
}
