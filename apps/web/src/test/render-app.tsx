import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { buildRoutes, type AppRouteOptions } from '../app/app-routes';
import { createQueryClient } from '../lib/api/query-client';
import { createI18n } from '../lib/i18n/i18n';
import { languageOfPath } from '@lumus/contract/site/language-path';
import { loginModeQuery } from '../lib/session/login-mode';

/**
 * Renders the whole app (providers, real route tree, real pages) at `path` in a memory router.
 * The login-mode answer is seeded because there is no API server in component tests.
 */
export function renderApp(path: string, options: AppRouteOptions = {}) {
  const router = createMemoryRouter(buildRoutes(options), { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setQueryData(loginModeQuery.queryKey, {
    status: 'success',
    value: 'false',
    mode: 'MOBILE',
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={createI18n(languageOfPath(path))} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...view, router, user, location };
}
