import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validToken } from '../../../test/tokens';
import { renderCatalogue } from '../catalogue-test-providers';
import { applyStatusEvent, resetLiveStatuses } from '../live/live-status-store';
import { PsychicCard } from './psychic-card';

const base: ConsultantCard = {
  id: 12,
  slug: 'meera-iyer',
  displayName: 'Meera Iyer',
  photoUrl: '/api/media/avatar/meera-iyer.svg',
  categories: ['tarot', 'love'],
  languages: ['ta', 'en'],
  experienceYears: 8,
  pricePerMinuteMinor: 3000,
  callPricePerMinuteMinor: null,
  rating: 4.6,
  reviewCount: 7,
  orderCount: 1480,
  verified: false,
  status: 'online',
  statusChangedAt: '2026-01-01T10:00:00.000Z',
};

afterEach(() => {
  resetLiveStatuses();
});

describe('PsychicCard', () => {
  it('shows an offline psychic as "Currently Offline!" with a disabled Chat button', () => {
    renderCatalogue(<PsychicCard consultant={{ ...base, status: 'offline' }} />);
    const button = screen.getByRole('button', { name: 'Currently Offline!' });
    expect(button).toBeDisabled();
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
    expect(screen.getByTestId('psychic-card')).toHaveAttribute('data-status', 'offline');
  });

  it('shows name, skills, languages, experience, rating and the price in rupees', () => {
    renderCatalogue(<PsychicCard consultant={base} />);
    expect(screen.getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute(
      'href',
      '/profile/meera-iyer',
    );
    expect(screen.getByText('Tarot · Love')).toBeInTheDocument();
    expect(screen.getByText('Tamil, English')).toBeInTheDocument();
    expect(screen.getByText('8 years')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(7 reviews)')).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent('₹30/min');
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  it('marks a verified psychic and says how many sessions they gave; a new one shows neither', () => {
    const { unmount } = renderCatalogue(<PsychicCard consultant={{ ...base, verified: true }} />);
    expect(screen.getByTestId('verified-mark')).toHaveTextContent('Verified');
    expect(screen.getByTestId('sessions-count')).toHaveTextContent('1,480 sessions');
    unmount();
    renderCatalogue(<PsychicCard consultant={{ ...base, orderCount: 0 }} />, {
      path: '/de/chat-with-psychic',
    });
    expect(screen.queryByTestId('verified-mark')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sessions-count')).not.toBeInTheDocument();
  });

  it('says "1 session" in German as "1 Sitzung"', () => {
    renderCatalogue(<PsychicCard consultant={{ ...base, orderCount: 1, verified: true }} />, {
      path: '/de/chat-with-psychic',
    });
    expect(screen.getByTestId('sessions-count')).toHaveTextContent('1 Sitzung');
    expect(screen.getByTestId('verified-mark')).toHaveTextContent('Verifiziert');
  });

  it('shows the price in the user’s currency and German words under /de', () => {
    renderCatalogue(<PsychicCard consultant={{ ...base, status: 'offline' }} />, {
      path: '/de/chat-with-psychic',
      currency: { symbol: '€', conversionFactor: 100, isoCode: 'EUR' },
    });
    expect(screen.getByTestId('price')).toHaveTextContent('30,00 €/Min.');
    expect(screen.getByRole('button', { name: 'Derzeit offline!' })).toBeDisabled();
    expect(screen.getByText('Tamil, Englisch')).toBeInTheDocument();
  });

  it('asks a guest to sign in when Chat is pressed', async () => {
    const { user } = renderCatalogue(<PsychicCard consultant={base} />);
    await user.click(screen.getByRole('button', { name: 'Chat with Meera Iyer' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('1');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-path', '/chat-with-psychic');
  });

  it('takes a signed-in user to the intake form with the encoded id', async () => {
    localStorage.setItem('jwt_token', validToken('7'));
    const { user } = renderCatalogue(<PsychicCard consultant={base} />, { userId: '7' });
    await user.click(screen.getByRole('button', { name: 'Chat with Meera Iyer' }));
    expect(screen.getByTestId('probe')).toHaveAttribute(
      'data-path',
      `/chat-with-psychic/intake-form/${encodeAstroId(12)}`,
    );
    expect(encodeAstroId(12)).toBe('MTI');
  });

  it('follows a live status push, but not an older one', () => {
    renderCatalogue(<PsychicCard consultant={base} />);
    act(() => {
      applyStatusEvent({
        id: 12,
        slug: 'meera-iyer',
        status: 'offline',
        changedAt: '2026-01-01T10:05:00.000Z',
      });
    });
    expect(screen.getByRole('button', { name: 'Currently Offline!' })).toBeDisabled();
    act(() => {
      applyStatusEvent({
        id: 12,
        slug: 'meera-iyer',
        status: 'busy',
        changedAt: '2026-01-01T09:00:00.000Z',
      });
    });
    expect(screen.getByTestId('psychic-card')).toHaveAttribute('data-status', 'offline');
    act(() => {
      applyStatusEvent({
        id: 12,
        slug: 'meera-iyer',
        status: 'busy',
        changedAt: '2026-01-01T10:06:00.000Z',
      });
    });
    expect(screen.getByText('Busy')).toBeInTheDocument();
  });

  describe('Call', () => {
    const calls: ConsultantCard = { ...base, callPricePerMinuteMinor: 1800 };

    it('is absent when the psychic takes no calls', () => {
      renderCatalogue(<PsychicCard consultant={base} />);
      expect(screen.queryByTestId('call-button')).toBeNull();
      expect(screen.getByTestId('chat-button')).toBeEnabled();
    });

    it('shows the call price and takes a signed-in user to the call intake', async () => {
      localStorage.setItem('jwt_token', validToken('7'));
      const { user } = renderCatalogue(<PsychicCard consultant={calls} />, { userId: '7' });
      const call = screen.getByTestId('call-button');
      expect(call).toHaveTextContent('Call · ₹18/min');
      expect(call).toHaveAccessibleName('Call Meera Iyer at ₹18 per minute');
      await user.click(call);
      expect(screen.getByTestId('probe')).toHaveAttribute(
        'data-path',
        `/call-with-psychic/intake-form/${encodeAstroId(12)}`,
      );
    });

    it('asks a guest to sign in first, to come back to the call intake', async () => {
      const { user } = renderCatalogue(<PsychicCard consultant={calls} />);
      await user.click(screen.getByTestId('call-button'));
      expect(screen.getByTestId('probe')).toHaveTextContent('1');
    });

    it('rests while the psychic is busy or offline, in German too', () => {
      const busy = renderCatalogue(<PsychicCard consultant={{ ...calls, status: 'busy' }} />);
      expect(screen.getByTestId('call-button')).toBeDisabled();
      expect(screen.getByTestId('call-button')).toHaveTextContent('Call (busy)');
      busy.unmount();
      renderCatalogue(<PsychicCard consultant={{ ...calls, status: 'offline' }} />, {
        path: '/de/chat-with-psychic',
      });
      expect(screen.getByTestId('call-button')).toBeDisabled();
      expect(screen.getByTestId('call-button')).toHaveTextContent('Anrufen · offline');
    });
  });
});
