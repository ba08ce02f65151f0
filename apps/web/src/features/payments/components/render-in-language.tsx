import type { Language } from '@lumus/contract/constants';
import type { CurrencyDto } from '@lumus/contract/currency';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/api/query-client';
import { createI18n } from '../../../lib/i18n/i18n';
import { SessionProvider } from '../../../lib/session/session-context';
import { currencyQuery } from '../../currency/api/get-currency-details';

/**
 * Renders one component with real translations on a page of the given language (tests only), as
 * a guest whose display currency is `currency` (the rupee unless given).
 */
export function renderInLanguage(
  element: ReactNode,
  language: Language = 'en',
  currency?: CurrencyDto,
) {
  const path =
    language === 'en' ? '/add-wallet-money/payment' : `/${language}/add-wallet-money/payment`;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  if (currency !== undefined) {
    queryClient.setQueryData(currencyQuery(null, false).queryKey, currency);
  }
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(language)}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
