import { APP_ID_MOBILE, type Language } from '@lumus/contract/constants';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import type { ServerRenderer } from '@lumus/contract/site/server-renderer';
import { AppProviders } from './app/app-providers';
import { buildRoutes } from './app/app-routes';
import { LazyLoginFlow } from './app/lazy-login-flow';
import type { PageModuleId } from './app/page-modules';
import { registerServerRenderApi } from './lib/api/api';
import { createApiClient } from './lib/api/api-client';
import { routeOfPath } from './app/boot/page-of-path';
import { RenderInstantProvider } from './lib/time/render-time';
import { RenderCurrencyProvider } from './features/currency/render-currency';
import {
  canonicalLanguageUrl,
  languageOfPath,
  stripLanguagePrefix,
} from '@lumus/contract/site/language-path';
import {
  serializeServerRenderState,
  type ServerRenderState,
} from './lib/server-render/server-render-state';
import en from './locales/en.json';
import de from './locales/de.json';

/**
 * The pages a first visit usually lands on, rendered on the server so that a phone paints them
 * from the HTML instead of after the whole app has arrived (decision 022). Every other page keeps
 * the app's own first render.
 */
const SERVER_RENDERED_PAGES: ReadonlySet<PageModuleId> = new Set([
  'home',
  'quizIntro',
  'article',
  'psychicList',
  'psychicProfile',
  'panchang',
  'horoscope',
  'helpCentre',
  'helpArticle',
]);

// Home asks for its reviews once the psychics have arrived: a third pass covers that chain.
const MAX_DATA_PASSES = 3;

const TEXTS: Readonly<Record<Language, typeof en>> = { en, de };

function serverI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  // Synchronous: the resources are in memory, so the render below can start at once.
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: TEXTS[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

function isWaitingForServerData(query: Query): boolean {
  return (
    query.meta?.serverRendered === true &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle'
  );
}

function renderedPage(pathname: string): boolean {
  if (canonicalLanguageUrl({ pathname, search: '', hash: '' }) !== null) return false;
  const route = routeOfPath(stripLanguagePrefix(pathname));
  return (
    route !== null && route.access === 'public' && SERVER_RENDERED_PAGES.has(route.page.module)
  );
}

/**
 * Renders the page at `url` as a guest sees it (the server knows no session: that lives in the
 * browser), fetching the public data its queries ask for through `fetch` and rendering again until
 * nothing more is asked. Null when the page is not server-rendered or a call failed (the app then
 * renders the page itself, with its own error handling).
 */
export const renderPage: ServerRenderer = async ({ url, fetch, currency = 'INR' }) => {
  // Requests carry a path; the origin only makes it a URL (the render never links absolutely).
  const address = new URL(url, 'http://server.invalid');
  if (!renderedPage(address.pathname)) return null;
  const language = languageOfPath(address.pathname);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerServerRenderApi(
    queryClient,
    createApiClient({
      baseUrl: '/api',
      fetch,
      // A phone is the usual first visitor; the id is only reported, never changes an answer.
      getAppId: () => APP_ID_MOBILE,
      getLanguage: () => language,
      getAuth: () => ({ token: null, userId: null }),
    }),
  );
  const i18n = serverI18n(language);
  const routes: RouteObject[] = buildRoutes({ loginFlow: LazyLoginFlow });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  // Every pass and the browser's hydration write clock-derived text from this one instant.
  const renderedAt = Date.now();
  const render = () =>
    renderToString(
      <StrictMode>
        <RenderInstantProvider at={renderedAt}>
          <RenderCurrencyProvider currency={currency}>
            <AppProviders i18n={i18n} queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </RenderCurrencyProvider>
        </RenderInstantProvider>
      </StrictMode>,
    );
  let html = render();
  for (let pass = 1; pass < MAX_DATA_PASSES; pass += 1) {
    const waiting = queryClient.getQueryCache().findAll({ predicate: isWaitingForServerData });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    if (waiting.some((query) => query.state.status === 'error')) return null;
    html = render();
  }
  const state: ServerRenderState = {
    url,
    renderedAt,
    currency,
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.meta?.serverRendered === true && query.state.status === 'success',
    }),
  };
  queryClient.clear();
  return { html, state: serializeServerRenderState(state) };
};
