import type { RouteObject } from 'react-router';
import { GERMAN_PREFIX } from '../lib/i18n/language-path';
import type { LoginFlowComponent } from '../lib/session/login-entry';
import { LoadingScreen } from '../lib/ui/loading-screen';
import { ErrorPage } from './error-page';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle } from './page-title';
import { RequireLogin } from './require-login';
import { APP_ROUTES, type AppRoute } from './route-table';
import { UnknownPathRedirect } from './unknown-path-redirect';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return route.path === ''
    ? { index: true, handle, lazy: route.lazy }
    : { path: route.path, handle, lazy: route.lazy };
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
