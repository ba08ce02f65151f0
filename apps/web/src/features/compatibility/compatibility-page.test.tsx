import { compatibility } from '@lumus/astro/compatibility';
import { compatibilityResponseSchema } from '@lumus/contract/compatibility';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

/**
 * Component tests have no API server, so `fetch` answers `compatibility/report` the way the
 * server does: with the real engine's report (shape checked against the contract). Anything
 * else the page might call is a failed test.
 */
let requests: URL[] = [];
function answerLikeTheServer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  requests.push(url);
  expect(url.pathname).toBe('/api/compatibility/report');
  const report = compatibility(
    url.searchParams.get('dateOfBirth') ?? '',
    url.searchParams.get('partnerDateOfBirth') ?? '',
  );
  const { signs, ...rest } = report;
  const body = compatibilityResponseSchema.parse({
    status: 'success',
    data: { ...rest, signs: { you: signs.a, partner: signs.b } },
  });
  return Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', vi.fn(answerLikeTheServer));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('compatibility page', () => {
  it('shows the report of a shared URL straight away, explained in words', async () => {
    renderApp('/compatibility?you=1990-04-12&partner=1992-09-30');

    expect(await screen.findByRole('heading', { name: 'Your compatibility' })).toBeInTheDocument();
    expect(screen.getByTestId('overall-score')).toHaveTextContent('74');
    expect(screen.getByText('Aries')).toBeInTheDocument();
    expect(screen.getByText('Libra')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Aries and Libra get on well: your signs are in opposition, with more that joins you than divides you.',
      ),
    ).toBeInTheDocument();
    const love = within(screen.getByTestId('area-love'));
    expect(love.getByText('77 out of 100')).toBeInTheDocument();
    expect(
      love.getByText(
        'Aries and Libra sit opposite each other: a strong pull between opposites who complete each other.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('area-sex')).getByText('75 out of 100')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('area-family')).getByText(/both of you are cardinal signs/i),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('area-friendship')).getByText(
        'fire and air complement each other: Aries and Libra make easy, lively friends.',
      ),
    ).toBeInTheDocument();
    // The form is filled from the URL, so the dates can be changed from there.
    expect(screen.getByLabelText('Your date of birth')).toHaveValue('1990-04-12');
    expect(screen.getByLabelText("Your partner's date of birth")).toHaveValue('1992-09-30');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('dateOfBirth')).toBe('1990-04-12');
  });

  it('puts submitted dates into the URL and shows the report in German under /de', async () => {
    const { user, location } = renderApp('/de/compatibility');

    fireEvent.change(await screen.findByLabelText('Dein Geburtsdatum'), {
      target: { value: '1985-08-01' },
    });
    fireEvent.change(screen.getByLabelText('Geburtsdatum deines Partners'), {
      target: { value: '1988-12-25' },
    });
    await user.click(screen.getByRole('button', { name: 'Unsere Kompatibilität zeigen' }));

    expect(location()).toBe('/de/compatibility?you=1985-08-01&partner=1988-12-25');
    expect(await screen.findByRole('heading', { name: 'Eure Kompatibilität' })).toBeInTheDocument();
    // Leo (fire) and Capricorn (earth), five signs apart: a quincunx.
    expect(screen.getByText('Löwe')).toBeInTheDocument();
    expect(screen.getByText('Steinbock')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('area-love')).getByText(/Löwe und Steinbock bilden ein Quincunx/),
    ).toBeInTheDocument();
  });

  it('says what is wrong with a future or missing date and asks the server nothing', async () => {
    const { user, location } = renderApp('/compatibility');

    fireEvent.change(await screen.findByLabelText('Your date of birth'), {
      target: { value: '2999-01-01' },
    });
    await user.click(screen.getByRole('button', { name: 'Show our compatibility' }));

    expect(screen.getByText('This date is in the future.')).toBeInTheDocument();
    expect(screen.getByText('Please enter this date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/compatibility');
    expect(requests).toHaveLength(0);
  });

  it('copies the shareable URL when the system share sheet is missing', async () => {
    const { user } = renderApp('/compatibility?you=1990-04-12&partner=1992-09-30');
    const writeText = vi.fn((_text: string) => Promise.resolve());
    // happy-dom has no share sheet; its clipboard is replaced to see what gets written.
    expect('share' in navigator).toBe(false);
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/compatibility?you=1990-04-12&partner=1992-09-30`,
    );
    expect(await screen.findByText('Link copied. Send it to your partner.')).toBeInTheDocument();
  });
});
