import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-context';
import { LocalizedLink } from '../../lib/ui/localized-link';
import { LogoMark } from '../../lib/ui/logo-mark';
import { LanguageSwitch } from './language-switch';
import { LoginButton } from './login-button';
import { ProfileMenu } from './profile-menu';
import { WalletChip } from './wallet-chip';

export function SiteHeader() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <header className="sticky top-0 z-40 bg-night/95 text-white shadow-md backdrop-blur supports-[backdrop-filter]:bg-night/85">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <LocalizedLink
          to="/"
          aria-label={t('header.home_link')}
          className="mr-auto inline-flex items-center gap-2 rounded-full py-1 pr-2"
        >
          <LogoMark className="size-8" />
          <span className="font-display text-xl font-semibold tracking-tight">{t('app.name')}</span>
        </LocalizedLink>
        <LanguageSwitch />
        {isLoggedIn ? (
          <>
            <WalletChip />
            <ProfileMenu />
          </>
        ) : (
          <LoginButton />
        )}
      </div>
    </header>
  );
}
