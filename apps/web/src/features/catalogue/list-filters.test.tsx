import { act, screen } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from './catalogue-test-providers';
import { FilterBar } from './components/filter-bar';
import {
  EMPTY_FILTERS,
  filtersFromSearch,
  listInput,
  searchFromFilters,
  type ListFilters,
} from './list-filters';

describe('list filters <-> query string', () => {
  it('round-trips every filter and leaves defaults out of the URL', () => {
    const filters: ListFilters = {
      search: 'zoë',
      category: 'tarot',
      language: 'de',
      price: '20-50',
      onlineOnly: true,
      sort: 'price_asc',
    };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      'q=zo%C3%AB&category=tarot&language=de&price=20-50&online=1&sort=price_asc',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(searchFromFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('ignores unknown values from an old or edited link', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('category=alchemy&language=xx&price=free&sort=random&online=yes'),
      ),
    ).toEqual(EMPTY_FILTERS);
  });

  it('turns filters into the list call, the price band into paise bounds', () => {
    const input = listInput(
      { ...EMPTY_FILTERS, price: '50-100', onlineOnly: true, category: 'love' },
      { groupId: 3 },
    );
    expect(input).toEqual({
      groupId: 3,
      category: 'love',
      minPrice: 5001,
      maxPrice: 10_000,
      onlineOnly: true,
      sort: 'recommended',
    });
  });
});

function UrlFilterBar() {
  const [search, setSearch] = useSearchParams();
  return (
    <FilterBar
      filters={filtersFromSearch(search)}
      onChange={(next) => {
        setSearch(searchFromFilters(next));
      }}
    />
  );
}

describe('FilterBar in the URL', () => {
  const location = () => screen.getByTestId('probe').getAttribute('data-path');

  it('writes each change to the query string and goes back step by step', async () => {
    const { user, router } = renderCatalogue(<UrlFilterBar />, {
      path: '/chat-with-psychic?language=hi',
    });
    expect(screen.getByLabelText('Language')).toHaveValue('hi');

    await user.click(screen.getByRole('button', { name: 'Tarot' }));
    expect(location()).toBe('/chat-with-psychic?category=tarot&language=hi');
    expect(screen.getByRole('button', { name: 'Tarot' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    expect(location()).toBe('/chat-with-psychic?category=tarot&language=hi&sort=price_desc');

    await user.click(screen.getByLabelText('Online now'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'meera{Enter}');
    expect(location()).toBe(
      '/chat-with-psychic?q=meera&category=tarot&language=hi&online=1&sort=price_desc',
    );

    await act(async () => {
      await router.navigate(-1);
    });
    expect(location()).toBe(
      '/chat-with-psychic?category=tarot&language=hi&online=1&sort=price_desc',
    );
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    await act(async () => {
      await router.navigate(-2);
    });
    expect(location()).toBe('/chat-with-psychic?category=tarot&language=hi');
    expect(screen.getByLabelText('Sort by')).toHaveValue('recommended');
  });

  it('folds the filters behind one button that counts those set (not the search or the sort)', async () => {
    const { user } = renderCatalogue(<UrlFilterBar />, {
      path: '/chat-with-psychic?q=meera&language=hi&sort=price_desc',
    });
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    const panel = screen.getByTestId('filters-panel');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveClass('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    await user.click(screen.getByRole('button', { name: 'Tarot' }));
    await user.click(screen.getByLabelText('Online now'));
    expect(screen.getByTestId('filters-toggle')).toHaveTextContent('Filters (3)');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByTestId('filters-toggle')).toHaveTextContent(/^Filters$/);
  });

  it('counts in German too', () => {
    renderCatalogue(<UrlFilterBar />, { path: '/de/chat-with-psychic?category=tarot&online=1' });
    expect(screen.getByTestId('filters-toggle')).toHaveTextContent('Filter (2)');
  });

  it('labels price bands in the user’s currency', () => {
    renderCatalogue(<UrlFilterBar />, {
      currency: { symbol: '$', conversionFactor: 8800, isoCode: 'USD' },
    });
    expect(screen.getByRole('option', { name: 'Under $0.23' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '$0.23 – $0.57' })).toBeInTheDocument();
  });
});
