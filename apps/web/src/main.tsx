// Latin subsets only (English and German need nothing else). The full files add a latin-ext
// face that the rupee sign alone pulls in, 37 KB on a phone's first visit; ₹ falls back to the
// system font's glyph instead.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/fraunces/latin-600.css';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { buildRoutes } from './app/app-routes';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { loadI18n } from './lib/i18n/load-i18n';
import { bootWork } from './app/boot/boot-work';
import { nextTask } from './lib/boot/next-task';
import { createQueryClient } from './lib/api/query-client';
import { LazyLoginFlow } from './app/lazy-login-flow';
import { readServerRenderState } from './lib/server-render/server-render-state';
import { RenderInstantProvider } from './lib/time/render-time';
import { RenderCurrencyProvider } from './features/currency/render-currency';
import { BACKGROUND_STEPS, bootstrapSession } from './lib/session/session-bootstrap';
import { fingerprintId } from './lib/session/fingerprint';
import { captureInstallPrompt } from './lib/pwa/install-prompt';

// Already started by boot.ts in a build; the dev server has no boot entry.
captureInstallPrompt();

/**
 * Not top-level awaits: the page's code imports this module's chunk, so the page could not load
 * while this module was still evaluating, and waiting here for the page would never end. The
 * setup starts in a task of its own: evaluating the app's modules is one long task already.
 */
async function start(): Promise<void> {
  await nextTask();
  // Entry redirect, language, texts and fingerprint: already started by boot.ts (index.html's
  // first, small entry) while this larger one was downloading.
  const boot = bootWork();
  // Only this language's texts are downloaded before the first render (the other follows idle).
  const i18nReady = loadI18n(boot.language);
  const routes = buildRoutes({ loginFlow: LazyLoginFlow });
  const pageReady = loadMatchedRoutes(routes, window.location);

  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element.');

  // A server-rendered page (decision 022) is hydrated when the app is at the URL the server
  // rendered (boot.ts reloads a server-rendered page that must move); otherwise the app renders
  // over it. Its public data is good either way and saves the first calls.
  const serverRender = readServerRenderState(document);
  const hydrating =
    serverRender !== null &&
    serverRender.url === `${window.location.pathname}${window.location.search}`;
  const queryClient = createQueryClient();
  if (serverRender !== null) hydrate(queryClient, serverRender.queries);

  // Spec §4: the app renders only after the hardware id step; a failure there never blocks it.
  await bootstrapSession(window.location.search, {
    ...BACKGROUND_STEPS,
    fingerprint: () => boot.fingerprint ?? fingerprintId(),
  }).catch((error: unknown) => {
    console.error('Session start failed', error);
  });
  const i18n = await i18nReady;
  await pageReady;
  // The awaits above resume in the task that finished the last of them (often a fingerprint
  // trait's); the render gets a task of its own.
  await nextTask();
  const app = (
    <StrictMode>
      <RenderInstantProvider at={hydrating ? serverRender.renderedAt : null}>
        <RenderCurrencyProvider currency={hydrating ? (serverRender.currency ?? null) : null}>
          <AppProviders i18n={i18n} queryClient={queryClient}>
            <RouterProvider router={createBrowserRouter(routes)} />
          </AppProviders>
        </RenderCurrencyProvider>
      </RenderInstantProvider>
    </StrictMode>
  );
  // A transition lets React hydrate in slices a tap can interrupt, not in one long task: the page
  // is already on screen, only its handlers are missing meanwhile.
  if (hydrating) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start();
