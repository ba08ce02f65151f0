import { kundli } from '@lumus/astro/kundli';
import type { Language } from '@lumus/contract/constants';
import type { IntakeForm } from '@lumus/contract/chat/chat-order';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { BirthChartDisclosure } from './birth-chart-disclosure';

const KOLKATA = {
  id: 1275004,
  name: 'Kolkata',
  region: 'West Bengal',
  country: 'IN',
  latitude: 22.56263,
  longitude: 88.36304,
  timeZone: 'Asia/Kolkata',
};

/** Ravi, born 1 June 1943 at noon in Kolkata (+06:30 then), as the server stores it. */
const INTAKE: IntakeForm = {
  id: 3,
  consultantId: 7,
  name: 'Ravi',
  gender: 'MALE',
  birthDate: '1943-06-01',
  birthTime: '12:00',
  birthPlace: 'Kolkata, West Bengal, India',
  chart: {
    place: KOLKATA,
    utcOffsetMinutes: 390,
    localTimeKind: 'exact',
    birthUtc: '1943-06-01T05:30:00.000Z',
    kundli: kundli({ utc: '1943-06-01T05:30:00Z', latitude: 22.56263, longitude: 88.36304 }),
  },
};

function renderDisclosure(
  props: Parameters<typeof BirthChartDisclosure>[0],
  language: Language = 'en',
) {
  const element = <BirthChartDisclosure {...props} />;
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [language === 'en' ? '/console' : `/${language}/console`],
  });
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

function screenIsWide(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: wide, media: query })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BirthChartDisclosure', () => {
  it('starts closed on a phone and opens to the North Indian chart and the planet table', async () => {
    screenIsWide(false);
    const user = renderDisclosure({ intake: INTAKE, openOnWideScreens: true });
    const button = await screen.findByRole('button', { name: 'Birth chart' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('planet-table')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const inPanel = within(panel as HTMLElement);
    expect(
      inPanel.getByText('Cast for Kolkata, West Bengal, India, Asia/Kolkata (UTC+06:30)'),
    ).toBeInTheDocument();
    expect(inPanel.getByTestId('north-indian-chart')).toBeInTheDocument();
    const table = inPanel.getByTestId('planet-table');
    expect(within(table).getAllByRole('row')).toHaveLength(11); // heading, ascendant, 9 grahas
    expect(within(table).getByRole('rowheader', { name: 'Moon' })).toBeInTheDocument();
    // The running dasha and the doshas, computed from the shared chart in the browser.
    const depth = await inPanel.findByTestId('chart-depth-summary');
    expect(depth).toHaveTextContent(/Running now: \w+ mahadasha, \w+ antardasha/);
    expect(depth).toHaveTextContent(/Mars stands in house \d+ from the ascendant/);
    expect(depth).toHaveTextContent(/Kaal Sarp|No Kaal Sarp/);
    expect(depth).toHaveTextContent(/Sade Sati/);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('planet-table')).not.toBeInTheDocument();
  });

  it('starts open beside the chat on a wide screen', () => {
    screenIsWide(true);
    renderDisclosure({ intake: INTAKE, openOnWideScreens: true });
    expect(screen.getByRole('button', { name: 'Birth chart' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByTestId('planet-table')).toBeInTheDocument();
  });

  it('keeps a request card closed even on a wide screen, in German', async () => {
    screenIsWide(true);
    renderDisclosure({ intake: INTAKE }, 'de');
    expect(await screen.findByRole('button', { name: 'Geburtshoroskop' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('flags a chart cast for noon when the birth time is unknown', async () => {
    screenIsWide(false);
    const user = renderDisclosure({ intake: { ...INTAKE, birthTime: null } });
    await user.click(await screen.findByRole('button', { name: 'Birth chart' }));
    expect(screen.getByText(/the chart is cast for 12:00 local time/)).toBeInTheDocument();
  });

  it('says when the place was typed and there is no chart', () => {
    renderDisclosure({ intake: { ...INTAKE, chart: null } }, 'de');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Kein Geburtshoroskop: Der Ort wurde eingetippt, nicht aus den Vorschlägen gewählt.',
      ),
    ).toBeInTheDocument();
  });
});
