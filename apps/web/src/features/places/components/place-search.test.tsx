import type { Place } from '@lumus/contract/astrology/place-search';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client';
import { createI18n } from '../../../lib/i18n/i18n';
import { refuseRequests } from '../../../test/refuse-requests';
import { placeSearchQuery } from '../api/search-places';
import { PlaceSearch } from './place-search';

const KOELN: Place = {
  id: 2886242,
  name: 'Köln',
  region: 'North Rhine-Westphalia',
  country: 'DE',
  latitude: 50.93333,
  longitude: 6.95,
  timeZone: 'Europe/Berlin',
  population: 963_395,
};
const KOLNO: Place = { ...KOELN, id: 3095321, name: 'Kolno', region: 'Podlasie', country: 'PL' };

/**
 * The combobox's keyboard and ARIA behaviour with answers already in the query cache (what the
 * server answered for "koln" earlier); the search call itself is covered by the server's tests
 * and e2e/tests/kundli.e2e.ts. No request may leave this test.
 */
function Harness({ onPick }: { onPick: (place: Place, label: string) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="place">Place of birth</label>
      <PlaceSearch
        id="place"
        value={text}
        onTextChange={setText}
        onPick={(place, label) => {
          setText(label);
          onPick(place, label);
        }}
      />
    </>
  );
}

function renderSearch(language: 'en' | 'de' = 'en') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(placeSearchQuery('koln').queryKey, [KOELN, KOLNO]);
  queryClient.setQueryData(placeSearchQuery('zzz').queryKey, []);
  const onPick = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Harness onPick={onPick} /> }], {
    initialEntries: [language === 'en' ? '/kundli' : '/de/kundli'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(language)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { onPick, user: userEvent.setup() };
}

refuseRequests();

describe('PlaceSearch combobox', () => {
  it('lists places while typing and picks one with the arrow keys and Enter', async () => {
    const { onPick, user } = renderSearch();
    const input = screen.getByRole('combobox', { name: 'Place of birth' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'koln');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Köln, North Rhine-Westphalia, Germany',
      'Kolno, Podlasie, Poland',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('2 places found')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(onPick).toHaveBeenCalledWith(KOELN, 'Köln, North Rhine-Westphalia, Germany');
    expect(input).toHaveValue('Köln, North Rhine-Westphalia, Germany');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and says when nothing matches, in German too', async () => {
    const { user } = renderSearch('de');
    const input = screen.getByRole('combobox');
    await user.type(input, 'koln');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(
      'Köln, North Rhine-Westphalia, Deutschland',
    );
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input);
    await user.type(input, 'zzz');
    expect(
      await screen.findByText(
        'Kein Ort gefunden. Versuche eine andere Schreibweise oder einen größeren Ort in der Nähe.',
      ),
    ).toBeInTheDocument();
  });
});
