import type { ConsoleCallSettings } from '@lumus/contract/voice-call/call-calls';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validToken } from '../../../test/tokens';
import { renderCatalogue } from '../../catalogue/catalogue-test-providers';
import { CallsSwitch } from './calls-switch';

const USER_ID = '7';
let sent: unknown[] = [];
/** What the server holds: the get call answers it. */
let current: ConsoleCallSettings;
/** What the server answers to the switch: the new settings, or a refusal. */
let answer: (body: { acceptsCalls: boolean }) => Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  sent = [];
  localStorage.setItem('jwt_token', validToken(USER_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/api/console/calls/')) {
        return Promise.reject(new Error(`unexpected ${url}`));
      }
      if (url.includes('/get')) {
        return Promise.resolve(json(200, { status: 'success', data: current }));
      }
      const text = typeof init?.body === 'string' ? init.body : '{}';
      const body = JSON.parse(text) as { acceptsCalls: boolean };
      sent.push(body);
      return Promise.resolve(answer(body));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSwitch(settings: ConsoleCallSettings, path = '/console') {
  current = settings;
  return renderCatalogue(<CallsSwitch />, { path, userId: USER_ID });
}

describe('CallsSwitch', () => {
  it('switches calls on with the server and shows the new state', async () => {
    answer = (body) => {
      current = { callPricePerMinuteMinor: 1800, ...body };
      return json(200, { status: 'success', data: current });
    };
    const { user } = renderSwitch({ callPricePerMinuteMinor: 1800, acceptsCalls: false });
    const toggle = await screen.findByRole('switch', { name: 'Available for calls' });
    expect(toggle).toHaveAttribute('data-testid', 'console-calls-switch');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => {
      expect(toggle).toHaveAttribute('aria-checked', 'true');
    });
    expect(sent).toEqual([{ acceptsCalls: true }]);
  });

  it('rests without a call price and says why, in German', async () => {
    renderSwitch({ callPricePerMinuteMinor: null, acceptsCalls: false }, '/de/console');
    const toggle = await screen.findByRole('switch', { name: 'Für Anrufe verfügbar' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/Anrufpreis/);
    expect(sent).toEqual([]);
  });

  it("shows the server's reason when it refuses the switch", async () => {
    answer = () => json(409, { status: 'fail', reason: 'No call price is set for you.' });
    const { user } = renderSwitch({ callPricePerMinuteMinor: 1800, acceptsCalls: false });
    await user.click(await screen.findByTestId('console-calls-switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No call price is set for you.');
  });
});
