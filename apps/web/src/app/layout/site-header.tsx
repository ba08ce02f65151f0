import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLanguagePrefix } from '@lumus/contract/site/language-path';
import { useSession } from '../../lib/session/session-context';
import { LocalizedLink } from '../../lib/ui/localized-link';
import { LogoMark } from '../../lib/ui/logo-mark';
import { LanguageSwitch } from '../../lib/i18n/language-switch';
import { LoginButton } from './login-button';
import { ProfileMenu } from './profile-menu';
import { WalletChip } from './wallet-chip';

/**
 * The site's header. On the psychic's console it carries no wallet or account menu: those are a
 * customer's, and the console has a header of its own (who, status, today's earnings, sign out).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const page = stripLanguagePrefix(useLocation().pathname);
  const onConsole = page === '/console';
  // At phone width the chat room's own header (with a way home) replaces this one, so the
  // conversation has the screen (decision 047). CSS only: the server's HTML is the same.
  const inChatRoom = page.startsWith('/chat-with-psychic/start/');
  return (
    <header
      data-testid="site-header"
      className={`sticky top-0 z-40 bg-night text-white shadow-md ${inChatRoom ? 'max-sm:hidden' : ''}`}
    >
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
        {isLoggedIn && onConsole ? null : isLoggedIn ? (
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
