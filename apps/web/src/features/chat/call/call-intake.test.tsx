import type { ConsultantProfile } from '@lumus/contract/catalogue/consultant';
import type { Waitlist } from '@lumus/contract/chat/chat-calls';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../lib/api/query-client';
import { createI18n } from '../../../lib/i18n/i18n';
import { languageOfPath } from '@lumus/contract/site/language-path';
import { validToken } from '../../../test/tokens';
import { consultantByIdQuery } from '../../catalogue/api/get-consultant-by-id';
import { currencyQuery } from '../../currency/api/get-currency-details';
import { chatStartCheckQuery } from '../api/chat-start-check';
import { latestWaitlistQuery } from '../api/latest-waitlist';
import { chatOrderFixture } from '../chat-order-fixture';
import { saveIntakeDraft } from '../intake-draft';
import { IntakeFormPage } from '../routes/intake-form-page';

const USER_ID = '7';
const CONSULTANT_ID = 12;

const consultant: ConsultantProfile = {
  id: CONSULTANT_ID,
  slug: 'meera-iyer',
  displayName: 'Meera Iyer',
  photoUrl: '/api/media/avatar/meera-iyer.svg',
  categories: ['tarot'],
  languages: ['en'],
  experienceYears: 8,
  pricePerMinuteMinor: 3000,
  callPricePerMinuteMinor: 1800,
  rating: 4.6,
  reviewCount: 7,
  orderCount: 10,
  verified: false,
  status: 'online',
  statusChangedAt: '2026-01-01T10:00:00.000Z',
  bioEn: 'Tarot reader.',
  bioDe: 'Tarot-Beraterin.',
  groups: [],
};

const queued: Waitlist = {
  order: chatOrderFixture({
    id: 345,
    userId: 7,
    consultantId: CONSULTANT_ID,
    consultantName: 'Meera Iyer',
    kind: 'call',
    ratePerMinute: 1800,
  }),
  position: 1,
  estimatedWaitSeconds: 0,
};

/** Every request the page makes: the intake and the queue token are answered, the rest refused. */
let requests: { url: string; body: unknown }[] = [];

beforeEach(() => {
  requests = [];
  localStorage.setItem('jwt_token', validToken(USER_ID));
  saveIntakeDraft(CONSULTANT_ID, {
    name: 'Asha',
    gender: 'FEMALE',
    birthDate: '1990-04-12',
    birthTime: '06:30',
    birthTimeUnknown: false,
    birthPlace: 'Pune, India',
    placeId: null,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const text = typeof init?.body === 'string' ? init.body : null;
      requests.push({ url, body: text === null ? null : (JSON.parse(text) as unknown) });
      const reply = (data: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify({ status: 'success', data }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      if (url.includes('/api/chat/order/fill-intake-form')) {
        return reply({
          id: 90,
          consultantId: CONSULTANT_ID,
          name: 'Asha',
          gender: 'FEMALE',
          birthDate: '1990-04-12',
          birthTime: '06:30',
          birthPlace: 'Pune, India',
          chart: null,
        });
      }
      if (url.includes('/api/call-chat/queue/create-token/v2')) return reply(queued);
      return Promise.reject(new Error(`this test does not answer ${url}`));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

/** The browser's media devices as the page sees them (jsdom has none); undefined: none at all. */
function fakeMediaDevices(devices: Pick<MediaDevices, 'getUserMedia'> | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { value: devices, configurable: true });
}

function fakeMicrophone(getUserMedia: () => Promise<MediaStream>) {
  fakeMediaDevices({ getUserMedia });
}

function renderCallIntake(path = '/call-with-psychic/intake-form/MTI', psychic = consultant) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currencyQuery(USER_ID, true).queryKey, {
    symbol: '₹',
    conversionFactor: 100,
    isoCode: 'INR',
  });
  queryClient.setQueryData(latestWaitlistQuery(USER_ID).queryKey, null);
  queryClient.setQueryData(consultantByIdQuery(CONSULTANT_ID).queryKey, psychic);
  queryClient.setQueryData(chatStartCheckQuery(USER_ID, CONSULTANT_ID, 'call').queryKey, {
    free: false,
    requiredAmount: 9000,
    balance: 50_000,
    shortfall: 0,
    withdrawalWaiverNeeded: false,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/call-with-psychic/intake-form/:encodedAstroId',
        element: <IntakeFormPage kind="call" />,
      },
      {
        path: '/de/call-with-psychic/intake-form/:encodedAstroId',
        element: <IntakeFormPage kind="call" />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders i18n={createI18n(languageOfPath(path))} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

const sent = (part: string) => requests.filter((request) => request.url.includes(part));

describe('the call intake', () => {
  it('says the microphone is blocked and sends nothing when permission is denied', async () => {
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    fakeMicrophone(getUserMedia);
    const user = renderCallIntake();
    await user.click(await screen.findByRole('button', { name: 'Request call' }));
    const problem = await screen.findByTestId('microphone-problem');
    expect(problem).toHaveAttribute('data-problem', 'denied');
    expect(problem).toHaveTextContent('Your microphone is blocked');
    expect(problem).toHaveTextContent('site settings');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(sent('create-token')).toEqual([]);
    expect(sent('fill-intake-form')).toEqual([]);
    expect(screen.queryByTestId('call-waiting')).toBeNull();
  });

  it('says so in German when no microphone is plugged in', async () => {
    fakeMicrophone(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const user = renderCallIntake('/de/call-with-psychic/intake-form/MTI');
    await user.click(await screen.findByRole('button', { name: 'Anruf anfragen' }));
    expect(await screen.findByTestId('microphone-problem')).toHaveTextContent(
      'Kein Mikrofon gefunden',
    );
    expect(sent('create-token')).toEqual([]);
  });

  it('tells a browser without media devices, and sends nothing', async () => {
    fakeMediaDevices(undefined);
    const user = renderCallIntake();
    await user.click(await screen.findByRole('button', { name: 'Request call' }));
    expect(await screen.findByTestId('microphone-problem')).toHaveAttribute(
      'data-problem',
      'unsupported',
    );
    expect(requests).toEqual([]);
  });

  it('with the microphone allowed, releases it and requests a call, then waits in the queue', async () => {
    const stop = vi.fn();
    fakeMicrophone(() =>
      Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream),
    );
    const user = renderCallIntake();
    expect(await screen.findByTestId('intake-psychic')).toHaveTextContent('Call: ₹18/min');
    await user.click(await screen.findByRole('button', { name: 'Request call' }));
    expect(await screen.findByTestId('call-waiting')).toHaveTextContent('Your position: 1');
    expect(stop).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(sent('create-token')).toHaveLength(1);
    });
    expect(sent('create-token')[0]?.body).toEqual({
      consultantId: CONSULTANT_ID,
      intakeFormId: 90,
      kind: 'call',
    });
    expect(screen.getByTestId('call-cancel')).toBeEnabled();
    expect(screen.queryByTestId('microphone-problem')).toBeNull();
  });

  it('offers no call form when the psychic takes no calls', async () => {
    renderCallIntake('/call-with-psychic/intake-form/MTI', {
      ...consultant,
      callPricePerMinuteMinor: null,
    });
    expect(await screen.findByTestId('call-unavailable')).toHaveTextContent(
      'Meera Iyer is not taking calls right now.',
    );
    expect(screen.queryByRole('button', { name: 'Request call' })).toBeNull();
    expect(requests).toEqual([]);
  });
});
