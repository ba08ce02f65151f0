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
    <header className="sticky top-0 z-40 bg-night text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <LocalizedLink
          to="/"
          aria-label={t('header.home_link')}
          className="mr-auto inline-flex items-center gap-2 rounded-full py-1 pr-2"
        >
          <LogoMark className="size-8" />
          {/* Signed in, the header holds two more controls: on the narrowest phones the mark alone
              stands for the brand (the link keeps its accessible name). */}
          <span
            className={`font-display text-xl font-semibold tracking-tight ${isLoggedIn ? 'max-[399px]:hidden' : ''}`}
          >
            {t('app.name')}
          </span>
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
