// Latin subsets only (English and German need nothing else). The full files add a latin-ext
// face that the rupee sign alone pulls in, 37 KB on a phone's first visit; ₹ falls back to the
// system font's glyph instead.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/fraunces/latin-600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { buildRoutes } from './app/app-routes';
import { loadI18n } from './lib/i18n/load-i18n';
import { bootWork } from './lib/boot/boot-work';
import { createQueryClient } from './lib/api/query-client';
import { LazyLoginFlow } from './app/lazy-login-flow';
import { BACKGROUND_STEPS, bootstrapSession } from './lib/session/session-bootstrap';
import { fingerprintId } from './lib/session/fingerprint';

// Entry redirect, language, texts and fingerprint: already started by boot.ts (index.html's
// first, small entry) while this larger one was downloading.
const boot = bootWork();
// Only this language's texts are downloaded before the first render (the other follows idle).
const i18nReady = loadI18n(boot.language);
const router = createBrowserRouter(buildRoutes({ loginFlow: LazyLoginFlow }));

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

// Spec §4: the app renders only after the hardware id step; a failure there never blocks it.
await bootstrapSession(window.location.search, {
  ...BACKGROUND_STEPS,
  fingerprint: () => boot.fingerprint ?? fingerprintId(),
}).catch((error: unknown) => {
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
