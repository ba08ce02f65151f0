import type { ConsoleProfile, PriceChange } from '@lumus/contract/onboarding/console-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validToken } from '../../../test/tokens';
import { renderCatalogue } from '../../catalogue/catalogue-test-providers';
import { ProfilePanel } from './profile-panel';

const USER_ID = '7';
const BIO_EN = 'I read tarot and Vedic charts with care, and I answer every question honestly.';
const BIO_DE = 'Ich lese Tarot und vedische Horoskope mit Sorgfalt und antworte immer ehrlich.';

/** What the server holds: the get call answers it, a successful write replaces it. */
let current: ConsoleProfile;
/** Every write the page sent, by path. */
let sent: { path: string; body: unknown }[] = [];
/** How the server answers a write; by default it accepts it. */
let answer: (path: string, body: Record<string, unknown>) => Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function profile(overrides: Partial<ConsoleProfile> = {}): ConsoleProfile {
  return {
    consultantId: 11,
    displayName: 'Ada Moon',
    photoUrl: '/api/media/avatar/ada.svg',
    bioEn: BIO_EN,
    bioDe: BIO_DE,
    languages: ['en', 'hi'],
    prices: [{ currency: 'INR', pricePerMinuteMinor: 2500, priceChange: null }],
    ...overrides,
  };
}

/** A request as the server answers it, in `currency`. */
function change(
  currency: 'INR' | 'EUR',
  currentPriceMinor: number,
  overrides: Partial<PriceChange> = {},
): PriceChange {
  return {
    id: 3,
    consultantId: 11,
    consultantName: 'Ada Moon',
    currency,
    currentPriceMinor,
    requestedPriceMinor: currentPriceMinor,
    status: 'pending',
    note: null,
    createdAt: '2026-11-26T09:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

beforeEach(() => {
  sent = [];
  answer = (path, body) => {
    if (path === 'update') current = { ...current, ...body };
    return json(200, { status: 'success', data: current });
  };
  localStorage.setItem('jwt_token', validToken(USER_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/horoscope/user/upload-files')) {
        sent.push({ path: 'upload', body: init?.body });
        return Promise.resolve(
          json(200, {
            status: 'success',
            data: { url: '/api/media/uploads/new-photo.png', size: 4, contentType: 'image/png' },
          }),
        );
      }
      const match = /\/console\/profile\/([\w-]+)/.exec(url);
      if (match === null) return Promise.reject(new Error(`unexpected ${url}`));
      const path = match[1] ?? '';
      if (path === 'get') return Promise.resolve(json(200, { status: 'success', data: current }));
      const text = typeof init?.body === 'string' ? init.body : '{}';
      const body = JSON.parse(text) as Record<string, unknown>;
      sent.push({ path, body });
      return Promise.resolve(answer(path, body));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(start: ConsoleProfile, path = '/console?view=profile') {
  current = start;
  return renderCatalogue(<ProfilePanel />, { path, userId: USER_ID });
}

describe('ProfilePanel', () => {
  it('saves an edited bio and languages with the server and says so', async () => {
    const { user } = renderPanel(profile());
    const bio = await screen.findByLabelText('About you (English)');
    expect(bio).toHaveValue(BIO_EN);
    await user.clear(bio);
    await user.paste('Forty years of reading the stars for people who need a clear answer.');
    await user.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: 'update',
        body: {
          photoUrl: '/api/media/avatar/ada.svg',
          bioEn: 'Forty years of reading the stars for people who need a clear answer.',
          bioDe: BIO_DE,
          languages: ['en'],
        },
      },
    ]);
  });

  it("shows the server's reason when it refuses the profile", async () => {
    answer = () => json(400, { status: 'fail', reason: 'bioEn: must be at least 40 characters' });
    const { user } = renderPanel(profile());
    const bio = await screen.findByLabelText('About you (English)');
    await user.clear(bio);
    await user.paste('Too short');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'bioEn: must be at least 40 characters',
    );
    expect(screen.queryByText('Your profile is saved.')).toBeNull();
  });

  it('uploads a new photo and saves its URL', async () => {
    const { user } = renderPanel(profile());
    const input = await screen.findByTestId('consultant-photo');
    await user.upload(
      input,
      new File([new Uint8Array([1, 2, 3, 4])], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => {
      expect(screen.getByTestId('console-profile-form').querySelector('img')).toHaveAttribute(
        'src',
        '/api/media/uploads/new-photo.png',
      );
    });
    expect(sent[0]?.path).toBe('upload');
    expect(sent[0]?.body).toBeInstanceOf(FormData);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile is saved.');
    expect(sent[1]).toMatchObject({
      path: 'update',
      body: { photoUrl: '/api/media/uploads/new-photo.png' },
    });
  });

  it('requests a new price in paise and shows it waiting for approval', async () => {
    answer = (_path, body) => {
      current = profile({
        prices: [
          {
            currency: 'INR',
            pricePerMinuteMinor: 2500,
            priceChange: change('INR', 2500, {
              requestedPriceMinor: Number(body.pricePerMinuteMinor),
            }),
          },
        ],
      });
      return json(200, { status: 'success', data: current });
    };
    const { user } = renderPanel(profile());
    expect(await screen.findByTestId('console-current-price')).toHaveTextContent('₹25/min');
    const field = screen.getByLabelText('New price per minute (₹)');
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Request new price' }));
    expect(await screen.findByText(/Enter an amount in rupees/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, '30.50');
    await user.click(screen.getByRole('button', { name: 'Request new price' }));
    const status = await screen.findByTestId('console-price-change');
    expect(status).toHaveAttribute('data-status', 'pending');
    expect(status).toHaveTextContent('Waiting for approval: ₹30.50/min');
    expect(sent).toEqual([
      { path: 'price-change', body: { currency: 'INR', pricePerMinuteMinor: 3050 } },
    ]);
    // The price itself stays until the operator approves.
    expect(screen.getByTestId('console-current-price')).toHaveTextContent('₹25/min');
  });

  it("shows a refused price request with the operator's note, in German", async () => {
    renderPanel(
      profile({
        prices: [
          {
            currency: 'INR',
            pricePerMinuteMinor: 2500,
            priceChange: change('INR', 2500, {
              requestedPriceMinor: 9000,
              status: 'rejected',
              note: 'Zu hoch für neue Beraterinnen.',
              decidedAt: '2026-11-26T10:00:00.000Z',
            }),
          },
        ],
      }),
      '/de/console?view=profile',
    );
    const status = await screen.findByTestId('console-price-change');
    expect(status).toHaveAttribute('data-status', 'rejected');
    expect(status).toHaveTextContent('Nicht freigegeben');
    expect(status).toHaveTextContent('Hinweis des Betreibers: Zu hoch für neue Beraterinnen.');
    expect(screen.getByLabelText('Über dich (Deutsch)')).toHaveValue(BIO_DE);
  });

  it("shows the server's reason when it refuses a price", async () => {
    answer = () =>
      json(400, { status: 'fail', reason: 'pricePerMinuteMinor: must be at least 500' });
    const { user } = renderPanel(profile());
    await user.type(await screen.findByLabelText('New price per minute (₹)'), '1');
    await user.click(screen.getByRole('button', { name: 'Request new price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('must be at least 500');
  });

  it('asks for a euro price in cents in the euro form, beside the rupee one, in German', async () => {
    const euro = { currency: 'EUR' as const, pricePerMinuteMinor: 149, priceChange: null };
    const rupee = { currency: 'INR' as const, pricePerMinuteMinor: 2500, priceChange: null };
    answer = (_path, body) => {
      current = profile({
        prices: [
          rupee,
          {
            ...euro,
            priceChange: change('EUR', 149, {
              requestedPriceMinor: Number(body.pricePerMinuteMinor),
            }),
          },
        ],
      });
      return json(200, { status: 'success', data: current });
    };
    const { user } = renderPanel(profile({ prices: [rupee, euro] }), '/de/console?view=profile');
    const prices = await screen.findAllByTestId('console-current-price');
    expect(prices.map((price) => price.textContent)).toEqual([
      'Dein Preis: 25,00\u00a0₹/Min.',
      'Dein Preis: 1,49\u00a0€/Min.',
    ]);
    const field = screen.getByLabelText('Neuer Preis pro Minute (€)');
    await user.type(field, '1,999');
    const euroForm = screen.getByRole('form', { name: 'Preis pro Minute in Euro (€)' });
    await user.click(within(euroForm).getByRole('button', { name: 'Neuen Preis anfragen' }));
    expect(await screen.findByText(/Gib einen Betrag in Euro ein/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, '1,99');
    await user.click(within(euroForm).getByRole('button', { name: 'Neuen Preis anfragen' }));
    const status = await screen.findByTestId('console-price-change');
    expect(status).toHaveAttribute('data-currency', 'EUR');
    expect(status).toHaveTextContent('Wartet auf Freigabe: 1,99 €/Min.');
    expect(sent).toEqual([
      { path: 'price-change', body: { currency: 'EUR', pricePerMinuteMinor: 199 } },
    ]);
  });
});
