import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo-mark';

/**
 * The loading screen: the `loading` and `web-loading` routes and the fallback while a route's code
 * arrives. `role="status"` lets screen readers announce it without moving focus.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-5 px-6 py-16 text-center motion-safe:animate-fade-in"
    >
      <LogoMark className="size-16 motion-safe:animate-pulse" />
      <h1 className="text-2xl font-semibold text-night">{t('loading.title')}</h1>
      <p className="max-w-xs text-muted">{t('loading.text')}</p>
    </div>
  );
}
