import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/fraunces/600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { buildRoutes } from './app/app-routes';
import { loadI18n } from './lib/i18n/load-i18n';
import { entryRedirect, languageOfPath } from './lib/i18n/language-path';
import { browserTimeZone, readStoredLanguage } from './lib/i18n/language-preference';
import { createQueryClient } from './lib/api/query-client';
import { LazyLoginFlow } from './app/lazy-login-flow';
import { bootstrapSession } from './lib/session/session-bootstrap';

// Settle the entry URL before the router starts, so the first render is already in the right
// language and no English flash precedes a Berlin visitor's German page (spec §2).
const target = entryRedirect(window.location, {
  storedLanguage: readStoredLanguage(),
  timeZone: browserTimeZone(),
});
if (target !== null) window.history.replaceState(window.history.state, '', target);

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;
// Only this language's texts are downloaded before the first render (the other follows idle).
const i18nReady = loadI18n(language);
const router = createBrowserRouter(buildRoutes({ loginFlow: LazyLoginFlow }));

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

// Spec §4: the app renders only after the hardware id step; a failure there never blocks it.
await bootstrapSession(window.location.search).catch((error: unknown) => {
  console.error('Session start failed', error);
});

const i18n = await i18nReady;

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
