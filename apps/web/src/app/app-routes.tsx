import type { RouteObject } from 'react-router';
import { GERMAN_PREFIX } from '@lumus/contract/site/language-path';
import type { LoginFlowComponent } from '../lib/session/login-entry';
import { LoadingScreen } from '../lib/ui/loading-screen';
import { ErrorPage } from './error-page';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle } from './page-title';
import { RequireLogin } from './require-login';
import { loadChunk } from '../lib/chunk/load-chunk';
import { PAGE_MODULES } from './page-modules';
import { APP_ROUTES, type AppRoute, type PageView } from './route-table';
import { UnknownPathRedirect } from './unknown-path-redirect';

type LazyPage = Awaited<ReturnType<NonNullable<Extract<RouteObject['lazy'], () => unknown>>>>;

/** The router's lazy loader of one page: its chunk (route-level code splitting), then its element. */
async function loadPage(view: PageView): Promise<LazyPage> {
  switch (view.module) {
    case 'home': {
      const { HomePage } = await loadChunk(PAGE_MODULES.home);
      return { element: <HomePage variant={view.variant} /> };
    }
    case 'article': {
      const { ArticlePage } = await loadChunk(PAGE_MODULES.article);
      return { element: <ArticlePage article={view.article} /> };
    }
    case 'quiz': {
      const { QuizPage } = await loadChunk(PAGE_MODULES.quiz);
      return { element: <QuizPage quiz={view.quiz} /> };
    }
    case 'helpArticle': {
      const { HelpArticlePage } = await loadChunk(PAGE_MODULES.helpArticle);
      return { element: <HelpArticlePage article={view.article} /> };
    }
    case 'experiment':
      return { Component: (await loadChunk(PAGE_MODULES.experiment)).ExperimentPage };
    case 'quizIntro':
      return { Component: (await loadChunk(PAGE_MODULES.quizIntro)).QuizIntroPage };
    case 'loading':
      return { Component: (await loadChunk(PAGE_MODULES.loading)).LoadingScreen };
    case 'psychicList':
      return { Component: (await loadChunk(PAGE_MODULES.psychicList)).PsychicListPage };
    case 'psychicProfile':
      return { Component: (await loadChunk(PAGE_MODULES.psychicProfile)).PsychicProfilePage };
    case 'intakeForm':
      return { Component: (await loadChunk(PAGE_MODULES.intakeForm)).IntakeFormPage };
    case 'callIntakeForm': {
      const { IntakeFormPage } = await loadChunk(PAGE_MODULES.callIntakeForm);
      return { element: <IntakeFormPage kind="call" /> };
    }
    case 'chatRoom':
      return { Component: (await loadChunk(PAGE_MODULES.chatRoom)).ChatRoomPage };
    case 'callRoom':
      return { Component: (await loadChunk(PAGE_MODULES.callRoom)).CallRoomPage };
    case 'consultantConsole':
      return { Component: (await loadChunk(PAGE_MODULES.consultantConsole)).ConsolePage };
    case 'adminConsole':
      return { Component: (await loadChunk(PAGE_MODULES.adminConsole)).AdminPage };
    case 'consoleEarnings':
      return { Component: (await loadChunk(PAGE_MODULES.consoleEarnings)).EarningsPage };
    case 'adminPayouts':
      return { Component: (await loadChunk(PAGE_MODULES.adminPayouts)).PayoutsAdminPage };
    case 'orderHistory':
      return { Component: (await loadChunk(PAGE_MODULES.orderHistory)).OrderHistoryPage };
    case 'chatHistory':
      return { Component: (await loadChunk(PAGE_MODULES.chatHistory)).ChatHistoryPage };
    case 'freeChat':
      return { Component: (await loadChunk(PAGE_MODULES.freeChat)).FreeChatPage };
    case 'myWallet':
      return { Component: (await loadChunk(PAGE_MODULES.myWallet)).MyWalletPage };
    case 'paymentLogs':
      return { Component: (await loadChunk(PAGE_MODULES.paymentLogs)).PaymentLogsPage };
    case 'priceList':
      return { Component: (await loadChunk(PAGE_MODULES.priceList)).PriceListPage };
    case 'payment':
      return { Component: (await loadChunk(PAGE_MODULES.payment)).PaymentPage };
    case 'compatibility':
      return { Component: (await loadChunk(PAGE_MODULES.compatibility)).CompatibilityPage };
    case 'kundli':
      return { Component: (await loadChunk(PAGE_MODULES.kundli)).KundliPage };
    case 'kundliDetail':
      return { Component: (await loadChunk(PAGE_MODULES.kundliDetail)).KundliDetailPage };
    case 'matchMaking':
      return { Component: (await loadChunk(PAGE_MODULES.matchMaking)).MatchMakingPage };
    case 'notificationSettings':
      return {
        Component: (await loadChunk(PAGE_MODULES.notificationSettings)).NotificationSettingsPage,
      };
    case 'panchang':
      return { Component: (await loadChunk(PAGE_MODULES.panchang)).PanchangPage };
    case 'horoscope':
      return { Component: (await loadChunk(PAGE_MODULES.horoscope)).HoroscopePage };
    case 'favourites':
      return { Component: (await loadChunk(PAGE_MODULES.favourites)).FavouritesPage };
    case 'myProfile':
      return { Component: (await loadChunk(PAGE_MODULES.myProfile)).MyProfilePage };
    case 'support':
      return { Component: (await loadChunk(PAGE_MODULES.support)).SupportPage };
    case 'helpCentre':
      return { Component: (await loadChunk(PAGE_MODULES.helpCentre)).HelpCentrePage };
    case 'becomePsychic':
      return { Component: (await loadChunk(PAGE_MODULES.becomePsychic)).BecomePsychicPage };
    case 'psychicAgreement':
      return { Component: (await loadChunk(PAGE_MODULES.psychicAgreement)).PsychicAgreementPage };
  }
}

function toRouteObject(route: AppRoute): RouteObject {
  const lazy = () => loadPage(route.page);
  const handle: RouteHandle = { title: route.title };
  return route.path === '' ? { index: true, handle, lazy } : { path: route.path, handle, lazy };
}

/** The page routes for one language; built fresh per mount point because routes get ids. */
function pageRoutes(): RouteObject[] {
  return [
    ...APP_ROUTES.filter((route) => route.access === 'public').map(toRouteObject),
    {
      Component: RequireLogin,
      children: APP_ROUTES.filter((route) => route.access === 'protected').map(toRouteObject),
    },
  ];
}

/**
 * The whole route tree: the page table mounted twice, at `/` (English) and `/de` (German), and a
 * catch-all that removes stray language prefixes or sends unknown paths home. A page error keeps
 * the header and footer; an error in the frame itself falls back to the bare root error page.
 */
export interface AppRouteOptions {
  /** The sign-in popups behind the Login button (see src/lib/session/login-entry.tsx). */
  loginFlow?: LoginFlowComponent;
}

export function buildRoutes(options: AppRouteOptions = {}): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout loginFlow={options.loginFlow} />,
      ErrorBoundary: ErrorPage,
      HydrateFallback: LoadingScreen,
      children: [
        {
          ErrorBoundary: ErrorPage,
          children: [
            { path: '/', children: pageRoutes() },
            { path: GERMAN_PREFIX, children: pageRoutes() },
            { path: '*', Component: UnknownPathRedirect },
          ],
        },
      ],
    },
  ];
}
