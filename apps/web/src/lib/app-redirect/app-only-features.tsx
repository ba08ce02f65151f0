import { ShoppingBag, Tv, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppRedirect } from './app-redirect-context';

const FEATURES: readonly { id: 'live_tv' | 'shop'; icon: LucideIcon }[] = [
  { id: 'live_tv', icon: Tv },
  { id: 'shop', icon: ShoppingBag },
];

/**
 * What only the mobile app has: live TV and the shop, service areas spec §1 names without showing.
 * Calls are on the web since issue 17 and the support chat since issue 24 (decision 053). Each
 * opens the 'Feature Not Available' dialog with its Download App link (screen 8).
 */
export function AppOnlyFeatures({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { openAppRedirect } = useAppRedirect();
  const look =
    tone === 'dark'
      ? 'bg-white/10 text-white ring-white/20 hover:bg-white/15'
      : 'bg-white text-night ring-night/10 hover:bg-violet-soft';
  return (
    <ul className="grid grid-cols-2 gap-3 sm:max-w-xl">
      {FEATURES.map(({ id, icon: Icon }) => (
        <li key={id}>
          <button
            type="button"
            onClick={openAppRedirect}
            data-testid={`app-only-${id}`}
            className={`flex min-h-11 w-full items-center gap-2 rounded-2xl px-4 py-3 text-left text-sm font-semibold ring-1 transition-colors duration-200 ${look}`}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-gold" />
            {t(`app_redirect.features.${id}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
