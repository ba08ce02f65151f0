import type { Language } from '@lumus/contract/constants';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '../../../lib/i18n/i18n';

/** Renders one component with real translations on a page of the given language (tests only). */
export function renderInLanguage(element: ReactNode, language: Language = 'en') {
  const path =
    language === 'en' ? '/add-wallet-money/payment' : `/${language}/add-wallet-money/payment`;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}
