import type { DashboardFigures } from '@lumus/contract/admin/admin-dashboard';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { FigureCard } from './dashboard-figures';

const FIGURES: DashboardFigures = {
  money: {
    INR: { sales: 170_000, psychicEarnings: 50_000, take: 120_000, refunds: 10_000 },
    EUR: { sales: 1_000, psychicEarnings: 700, take: 300, refunds: 0 },
  },
  sessions: 4,
  newUsers: 2,
  firstPayers: 1,
};

function renderCard(language: 'en' | 'de') {
  render(
    <MemoryRouter initialEntries={[language === 'de' ? '/de/admin' : '/admin']}>
      <I18nextProvider i18n={createI18n(language)}>
        <FigureCard title="Today (UTC)" figures={FIGURES} testId="today" />
      </I18nextProvider>
    </MemoryRouter>,
  );
  return screen.getByTestId('admin-dashboard-today');
}

const cell = (card: HTMLElement, key: string, currency: string) =>
  within(card).getByTestId(`admin-figure-${key}-${currency}`).textContent;

describe('a dashboard figure card', () => {
  it('shows rupee and euro money side by side, each in its own currency, never added', () => {
    const card = renderCard('en');
    expect(within(card).getByRole('columnheader', { name: 'Rupees (₹)' })).toBeInTheDocument();
    expect(within(card).getByRole('columnheader', { name: 'Euros (€)' })).toBeInTheDocument();
    expect(cell(card, 'sales', 'INR')).toBe('₹1,700');
    expect(cell(card, 'sales', 'EUR')).toBe('€10');
    expect(cell(card, 'take', 'EUR')).toBe('€3');
    expect(cell(card, 'refunds', 'EUR')).toBe('€0');
    expect(card.textContent).not.toContain('1,710');
    expect(within(card).getByText('Sessions').nextSibling?.textContent).toBe('4');
  });

  it('writes the amounts the German way', () => {
    const card = renderCard('de');
    expect(cell(card, 'sales', 'EUR')).toBe('10,00\u00a0€');
    expect(cell(card, 'psychicEarnings', 'INR')).toBe('500,00\u00a0₹');
    expect(
      within(card).getByRole('rowheader', { name: 'Umsatz (Aufladungen, netto)' }),
    ).toBeVisible();
  });
});
