import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { config } from '../../config';
import { WalletBalanceProvider } from '../../features/wallet/wallet-balance';
import { AppRedirectProvider } from '../../lib/app-redirect/app-redirect-context';
import { afterFirstPaint } from '../../lib/boot/after-first-paint';
import { stripLanguagePrefix } from '@lumus/contract/site/language-path';
import { LoginEntryProvider, type LoginFlowComponent } from '../../lib/session/login-entry';
import { useSession } from '../../lib/session/session-context';
import { readString } from '../../lib/storage/storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';
import { BrowserOnly } from '../../lib/ui/browser-only';
import { LoadingScreen } from '../../lib/ui/loading-screen';
import { AppReadyMark } from './app-ready-mark';
import { DocumentTitle } from './document-title';
import { LanguageSync } from './language-sync';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Toasts are never needed for the first paint: their code and styles arrive just after it.
const Toasts = lazy(async () => {
  await afterFirstPaint();
  return { default: (await import('./toasts')).Toasts };
});

// The toast and chime for an accepted chat request, wherever the user is: signed-in users only
// (a guest's page never loads its code), after the first paint.
const ChatAcceptedNotifier = lazy(async () => {
  await afterFirstPaint();
  const { ChatAcceptedNotifier: Notifier } =
    await import('../../features/chat/notify/chat-accepted-notifier');
  return { default: Notifier };
});

// A kundli made as a guest moves to the account once signed in (decision 047); loaded only when
// this browser holds one.
const GuestChartMover = lazy(async () => {
  await afterFirstPaint();
  const { GuestChartMover: Mover } =
    await import('../../features/kundli/components/guest-chart-mover');
  return { default: Mover };
});

// The service worker's registration and its "new version" offer (decision 032): after the first
// paint, like the toasts.
const UpdatePrompt = lazy(async () => {
  await afterFirstPaint();
  return { default: (await import('../../lib/pwa/update-prompt')).UpdatePrompt };
});

/** The frame of every page: header, main content, footer, dialogs and toasts. */
export function RootLayout({ loginFlow }: { loginFlow?: LoginFlowComponent }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <WalletBalanceProvider>
      <LoginEntryProvider flow={loginFlow}>
        <AppRedirectProvider downloadUrl={config.appDownloadUrl}>
          <LanguageSync />
          <DocumentTitle />
          <NavigationProgress />
          <ScrollRestoration />
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-night"
          >
            {t('app.skip_to_content')}
          </a>
          <div className="flex min-h-dvh flex-col">
            <SiteHeader />
            <Main />
            <SiteFooter />
          </div>
          <BrowserOnly>
            {isLoggedIn ? (
              <Suspense fallback={null}>
                <ChatAcceptedNotifier />
              </Suspense>
            ) : null}
            {isLoggedIn && readString(STORAGE_KEYS.guestKundli) !== null ? (
              <Suspense fallback={null}>
                <GuestChartMover />
              </Suspense>
            ) : null}
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
            <Suspense fallback={null}>
              <UpdatePrompt />
            </Suspense>
          </BrowserOnly>
        </AppRedirectProvider>
      </LoginEntryProvider>
    </WalletBalanceProvider>
  );
}

/**
 * After a client-side page change, focus moves to the content so screen-reader and keyboard users
 * start on the new page rather than on the link they left. A language switch is the same page,
 * so it keeps focus on the switch.
 */
function Main() {
  const main = useRef<HTMLElement>(null);
  const page = stripLanguagePrefix(useLocation().pathname);
  // Compared with the last page rather than a "first render" flag, which StrictMode's double
  // effects would defeat.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    main.current?.focus({ preventScroll: true });
  }, [page]);
  // At least a screen tall: while a page waits for its data the footer stays below the fold
  // instead of being pushed down when the content arrives (a layout shift on every profile).
  return (
    <main id="main" ref={main} tabIndex={-1} className="min-h-svh flex-1 outline-none">
      <Suspense fallback={<LoadingScreen />}>
        {/* Inside the boundary: a server-rendered page's content is hydrated after the frame. */}
        <AppReadyMark />
        <Outlet />
      </Suspense>
    </main>
  );
}
