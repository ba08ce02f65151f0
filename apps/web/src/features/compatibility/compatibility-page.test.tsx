import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../payments/components/render-in-language';
import { refuseRequests } from '../../test/refuse-requests';
import { renderApp } from '../../test/render-app';
import { ShareButton } from './components/share-button';

/**
 * What the page does on its own, without the server. The report itself (the server's scores and
 * their sentences, en and de, the shared URL) is tested end to end against the real server in
 * e2e/tests/compatibility.e2e.ts; no stand-in answers the report call here.
 */
const requests = refuseRequests();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('compatibility page', () => {
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
    expect(requests).toEqual([]);
  });

  it('invites to the kundli and match-making pages', async () => {
    renderApp('/de/compatibility');
    expect(await screen.findByRole('link', { name: 'Geburtshoroskop' })).toHaveAttribute(
      'href',
      '/de/kundli',
    );
    expect(screen.getByRole('link', { name: 'Kundli-Abgleich' })).toHaveAttribute(
      'href',
      '/de/match-making',
    );
  });
});

describe('share button', () => {
  it('copies the page URL when the system share sheet is missing', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    // happy-dom has no share sheet; its clipboard is replaced to see what gets written.
    expect('share' in navigator).toBe(false);
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
    renderInLanguage(<ShareButton />);

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Link copied. Send it to your partner.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/add-wallet-money/payment`);
  });
});
