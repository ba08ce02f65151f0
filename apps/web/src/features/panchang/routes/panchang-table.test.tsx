import { panchang } from '@lumus/astro/panchang';
import { panchangDaySchema } from '@lumus/contract/astrology/panchang';
import type { Language } from '@lumus/contract/constants';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { PanchangTable } from './panchang-page';

/** 14 March 2025 in New Delhi, as the server answers it (engine output through the contract). */
const DAY = panchangDaySchema.parse(
  panchang({ date: '2025-03-14', latitude: 28.6358, longitude: 77.2245, timeZone: 'Asia/Kolkata' }),
);

function renderIn(language: Language) {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <PanchangTable day={DAY} language={language} />
    </I18nextProvider>,
  );
  return within(screen.getByTestId('panchang-table'));
}

const clock = (iso: string | null, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso ?? 0));

describe('panchang table', () => {
  it('lists the limbs with end times and the windows in the place zone', () => {
    const table = renderIn('en');
    expect(table.getByRole('row', { name: /Vara/ })).toHaveTextContent('Friday (Shukravara)');
    const tithi = DAY.tithi[0];
    if (tithi === undefined) throw new Error('no tithi');
    expect(table.getByRole('row', { name: /Tithi/ })).toHaveTextContent(
      `Purnima until ${clock(tithi.end, 'en')}`,
    );
    expect(table.getByRole('row', { name: /Sunrise/ })).toHaveTextContent(clock(DAY.sunrise, 'en'));
    expect(table.getByRole('row', { name: /Rahu kaal/ })).toHaveTextContent(
      `${clock(DAY.rahuKaal?.start ?? null, 'en')} – ${clock(DAY.rahuKaal?.end ?? null, 'en')}`,
    );
    expect(table.getAllByRole('row')).toHaveLength(12);
  });

  it('speaks German', () => {
    const table = renderIn('de');
    expect(table.getByRole('row', { name: /Vara/ })).toHaveTextContent('Freitag (Shukravara)');
    expect(table.getByRole('row', { name: /Sonnenaufgang/ })).toHaveTextContent(
      clock(DAY.sunrise, 'de'),
    );
  });
});
