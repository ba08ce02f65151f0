import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../lib/api/query-client';
import { createI18n } from '../../lib/i18n/i18n';
import { vi } from 'vitest';

/** Renders one sign-in component with texts, a router (for its links) and a query client. */
export function renderAuth(ui: ReactNode, path = '/', options: { fakeTimers?: boolean } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const user = userEvent.setup(
    options.fakeTimers === true
      ? { delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) }
      : {},
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={createI18n(path.startsWith('/de') ? 'de' : 'en')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, user };
}
