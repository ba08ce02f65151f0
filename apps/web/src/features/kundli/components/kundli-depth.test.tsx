import { doshas } from '@lumus/astro/doshas';
import { kundli } from '@lumus/astro/kundli';
import { vargaCharts } from '@lumus/astro/vargas';
import { currentDasha, vimshottari } from '@lumus/astro/vimshottari';
import type { Language } from '@lumus/contract/constants';
import { chartDepthSchema, type ChartDepth } from '@lumus/contract/astrology/chart-depth';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { DashaTimeline } from './dasha-timeline';
import { DoshaList } from './dosha-list';
import { VargaCharts } from './varga-charts';

const BIRTH = '1990-02-26T04:30:00.000Z';
const AT = new Date('2026-06-15T12:00:00Z');

/** The depth exactly as the server builds it (same engine calls, same contract parse). */
function depthOf(): ChartDepth {
  const chart = kundli({ utc: BIRTH, latitude: 28.6139, longitude: 77.209 });
  const dasha = vimshottari(BIRTH, chart.planets.Moon.longitude);
  return chartDepthSchema.parse({
    at: AT.toISOString(),
    dasha,
    current: currentDasha(dasha, AT),
    vargas: vargaCharts(chart),
    doshas: doshas({ chart, birth: BIRTH, at: AT }),
  });
}
const DEPTH = depthOf();

function renderIn(node: ReactNode, language: Language = 'en') {
  render(<I18nextProvider i18n={createI18n(language)}>{node}</I18nextProvider>);
  return userEvent.setup();
}

describe('dasha timeline', () => {
  it('lists nine mahadashas, highlights and opens the running one, opens antardashas on demand', async () => {
    const user = renderIn(<DashaTimeline depth={DEPTH} language="en" timeZone="Asia/Kolkata" />);
    const current = DEPTH.current;
    if (current === null) throw new Error('no current dasha');
    const mahas = screen.getAllByTestId('mahadasha');
    expect(mahas).toHaveLength(9);
    const running = mahas.filter((m) => m.getAttribute('aria-current') === 'true');
    expect(running).toHaveLength(1);
    const [now] = running;
    if (now === undefined) throw new Error('no running mahadasha');
    expect(now).toHaveTextContent(`${current.mahadasha.lord} mahadasha · now`);
    // The running mahadasha and antardasha are open: 9 antardashas and 9 pratyantardashas show.
    expect(within(now).getAllByTestId('antardasha')).toHaveLength(9);
    const pratyantars = within(now).getAllByTestId('pratyantardasha');
    expect(pratyantars).toHaveLength(9);
    expect(pratyantars.filter((p) => p.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(screen.getByText(/Running now: /)).toHaveTextContent(
      `Running now: ${current.mahadasha.lord} mahadasha, ${current.antardasha.lord} antardasha`,
    );

    const first = mahas[0];
    if (first === undefined) throw new Error('no first mahadasha');
    const toggle = within(first).getAllByRole('button')[0];
    if (toggle === undefined) throw new Error('no toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getAllByTestId('antardasha')).toHaveLength(9);
    await user.click(toggle);
    expect(within(first).queryAllByTestId('antardasha')).toHaveLength(0);
  });

  it('prints dates in the reader language in the birth zone', () => {
    renderIn(<DashaTimeline depth={DEPTH} language="de" timeZone="Asia/Kolkata" />, 'de');
    const last = DEPTH.dasha.mahadashas.at(-1);
    if (last === undefined) throw new Error('no mahadashas');
    const end = new Intl.DateTimeFormat('de', {
      dateStyle: 'medium',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(last.end));
    expect(screen.getAllByTestId('mahadasha').at(-1)).toHaveTextContent(end);
    expect(screen.getByRole('heading', { name: 'Vimshottari-Dasha' })).toBeInTheDocument();
  });
});

describe('divisional charts', () => {
  it('draws the navamsa first and switches to another varga', async () => {
    const user = renderIn(<VargaCharts vargas={DEPTH.vargas} />);
    expect(screen.getByRole('radio', { name: 'D9 Navamsa' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const title = () =>
      screen.getByTestId('north-indian-chart').querySelector('title')?.textContent;
    expect(title()).toContain(
      [
        'Aries',
        'Taurus',
        'Gemini',
        'Cancer',
        'Leo',
        'Virgo',
        'Libra',
        'Scorpio',
        'Sagittarius',
        'Capricorn',
        'Aquarius',
        'Pisces',
      ][DEPTH.vargas.D9.ascendant.sign - 1],
    );
    await user.click(screen.getByRole('radio', { name: 'D10 Dashamsa' }));
    expect(screen.getByRole('radio', { name: 'D10 Dashamsa' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText(/career and standing/)).toBeInTheDocument();
    expect(screen.getByTestId('south-indian-chart')).toBeInTheDocument();
  });
});

describe('doshas', () => {
  it('states each finding with its rule in plain words, and every Sade Sati period', () => {
    renderIn(<DoshaList doshas={DEPTH.doshas} language="en" timeZone="Asia/Kolkata" />);
    const { manglik, sadeSati } = DEPTH.doshas;
    expect(screen.getByTestId('dosha-manglik')).toHaveTextContent(
      `${manglik.isManglik ? 'Manglik' : 'Not Manglik'}: Mars stands in house ${manglik.marsHouse} from the ascendant.`,
    );
    expect(screen.getByTestId('dosha-manglik')).toHaveTextContent(
      'Rule: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house',
    );
    expect(screen.getByTestId('dosha-kaal-sarp')).toHaveTextContent(
      'Rule: All seven planets from the Sun to Saturn',
    );
    expect(screen.getByTestId('dosha-sade-sati')).toHaveTextContent(
      'Rule: Saturn passes through the 12th, 1st and 2nd sign',
    );
    expect(within(screen.getByTestId('sade-sati-periods')).getAllByRole('listitem')).toHaveLength(
      sadeSati.periods.length,
    );
  });

  it('speaks German', () => {
    renderIn(<DoshaList doshas={DEPTH.doshas} language="de" timeZone="Asia/Kolkata" />, 'de');
    expect(screen.getByTestId('dosha-manglik')).toHaveTextContent(
      'Regel: Mars im 1., 2., 4., 7., 8. oder 12. Haus',
    );
    expect(screen.getByText('Sade-Sati-Zeiten in diesem Leben')).toBeInTheDocument();
  });
});
