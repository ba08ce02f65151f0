import type { CurrencyDto } from '@lumus/contract/currency';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../../app/app-providers';
import { createQueryClient } from '../../lib/api/query-client';
import { createI18n } from '../../lib/i18n/i18n';
import { languageOfPath } from '@lumus/contract/site/language-path';
import { LoginEntryProvider, useLoginEntry } from '../../lib/session/login-entry';
import { currencyQuery } from '../currency/api/get-currency-details';

/** Shows where the router is and how often a login was asked for, for assertions. */
function Probe() {
  const location = useLocation();
  const { requestCount } = useLoginEntry();
  return (
    <output data-testid="probe" data-path={`${location.pathname}${location.search}`}>
      {requestCount}
    </output>
  );
}

/**
 * Renders catalogue UI with the app's real providers in a memory router at `path`. The currency
 * answer is put in the cache up front (there is no API server in component tests).
 */
export function renderCatalogue(
  element: ReactNode,
  options: {
    path?: string;
    routePath?: string;
    currency?: CurrencyDto;
    userId?: string | null;
  } = {},
) {
  const path = options.path ?? '/chat-with-psychic';
  const queryClient = createQueryClient();
  const userId = options.userId ?? null;
  queryClient.setQueryData(
    currencyQuery(userId, userId !== null).queryKey,
    options.currency ?? { symbol: '₹', conversionFactor: 100, isoCode: 'INR' },
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LoginEntryProvider>
            {element}
            <Probe />
          </LoginEntryProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders i18n={createI18n(languageOfPath(path))} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
