import { kundli } from '@lumus/astro/kundli';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refuseRequests } from '../../test/refuse-requests';
import { renderApp } from '../../test/render-app';
import { guestChartOf, saveGuestChart } from './guest-chart-storage';

/** A guest on the astrology pages: what they offer, and no call for an account's charts. */
const requests = refuseRequests();
const accountCalls = () =>
  requests.filter(
    (url) =>
      (url.includes('birthdetail') && !url.includes('birthdetail/cast')) ||
      url.includes('match_making'),
  );

describe('kundli pages for a guest', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it.each([
    ['/kundli/7', 'Kundli'],
    ['/match-making', 'Match-Making'],
  ])('%s asks to sign in instead of sending the guest away', async (path, heading) => {
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Sign in to keep your charts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe(path);
    expect(accountCalls()).toEqual([]);
  });

  it('/kundli offers a chart without an account, and signing in for saved ones', async () => {
    renderApp('/kundli');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundli' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your free kundli' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the chart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(accountCalls()).toEqual([]);
  });

  it('shows the chart kept in this browser, and offers to save it by signing in', async () => {
    const chart = {
      name: 'Asha',
      gender: 'FEMALE' as const,
      birthDate: '1990-05-17',
      birthTime: '06:45',
      place: {
        id: 1275004,
        name: 'Kolkata',
        region: 'West Bengal',
        country: 'IN',
        latitude: 22.56263,
        longitude: 88.36304,
        timeZone: 'Asia/Kolkata',
      },
      utcOffsetMinutes: 330,
      localTimeKind: 'exact' as const,
      birthUtc: '1990-05-17T01:15:00.000Z',
      kundli: kundli({ utc: new Date('1990-05-17T01:15:00Z'), latitude: 22.56, longitude: 88.36 }),
    };
    saveGuestChart(
      guestChartOf(
        'k1234567890abcdefghij',
        {
          name: 'Asha',
          gender: 'FEMALE',
          birthDate: '1990-05-17',
          birthTime: '06:45',
          birthTimeUnknown: false,
          placeId: 1275004,
        },
        chart,
      ),
    );
    renderApp('/kundli');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha' })).toBeInTheDocument();
    expect(screen.getByText(/Born .* in Kolkata, West Bengal, India/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keep this chart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to save it' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Ask an astrologer about this' }),
    ).toBeInTheDocument();
    expect(accountCalls()).toEqual([]);
  });

  it('speaks German under /de', async () => {
    renderApp('/de/kundli');
    expect(
      await screen.findByRole('heading', { name: 'Dein kostenloses Kundli' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Melde dich an, um deine Horoskope zu behalten' }),
    ).toBeInTheDocument();
  });
});
