import { kundli } from '@lumus/astro/kundli';
import type { ClaimGuestChartInput, GuestChart } from '@lumus/contract/astrology/birth-details';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  claimGuestChartOnce,
  guestChartOf,
  newGuestChartKey,
  readGuestChart,
  saveGuestChart,
} from './guest-chart-storage';

const chart: GuestChart = {
  name: 'Asha',
  gender: 'FEMALE',
  birthDate: '1990-05-17',
  birthTime: '06:45',
  place: {
    id: 1275004,
    name: 'Kolkata',
    region: 'West Bengal',
    country: 'IN',
    latitude: 22.57,
    longitude: 88.36,
    timeZone: 'Asia/Kolkata',
  },
  utcOffsetMinutes: 330,
  localTimeKind: 'exact',
  birthUtc: '1990-05-17T01:15:00.000Z',
  kundli: kundli({ utc: new Date('1990-05-17T01:15:00Z'), latitude: 22.57, longitude: 88.36 }),
};
const input = {
  name: 'Asha',
  gender: 'FEMALE' as const,
  birthDate: '1990-05-17',
  birthTime: '06:45',
  birthTimeUnknown: false,
  placeId: 1275004,
};
const KEY = 'lumus.guestKundli.v1';

describe('the guest chart in this browser', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('keeps a chart under its versioned key and reads it back', () => {
    const key = newGuestChartKey();
    expect(key).toMatch(/^[0-9a-z]{32}$/);
    expect(newGuestChartKey()).not.toBe(key);
    saveGuestChart(guestChartOf(key, input, chart));
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({ key, input });
    expect(readGuestChart()).toEqual({ key, input, chart });
  });

  it('treats a damaged or foreign value as no chart', () => {
    localStorage.setItem(KEY, '{"key":"x"');
    expect(readGuestChart()).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ key: newGuestChartKey(), input, chart: {} }));
    expect(readGuestChart()).toBeNull();
  });
});

describe('moving the guest chart to the account', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('calls nothing when there is no chart', async () => {
    const sent: ClaimGuestChartInput[] = [];
    const claim = (claimed: ClaimGuestChartInput) => {
      sent.push(claimed);
      return Promise.resolve({ id: 1 });
    };
    await expect(claimGuestChartOnce(claim)).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the details with the key once, even when asked twice at once, then forgets the copy', async () => {
    const key = newGuestChartKey();
    saveGuestChart(guestChartOf(key, input, chart));
    const sent: ClaimGuestChartInput[] = [];
    let release: (value: { id: number }) => void = () => undefined;
    const claim = (claimed: ClaimGuestChartInput) => {
      sent.push(claimed);
      return new Promise<{ id: number }>((resolve) => {
        release = resolve;
      });
    };
    const first = claimGuestChartOnce(claim);
    const second = claimGuestChartOnce(claim);
    // Not removed before the server answered.
    expect(readGuestChart()?.key).toBe(key);
    release({ id: 42 });
    await expect(first).resolves.toBe(42);
    await expect(second).resolves.toBe(42);
    expect(sent).toEqual([{ ...input, guestKey: key }]);
    expect(readGuestChart()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    // Nothing left to move afterwards.
    await expect(claimGuestChartOnce(claim)).resolves.toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('keeps the copy when the server refuses, so the next try sends the same key', async () => {
    const key = newGuestChartKey();
    saveGuestChart(guestChartOf(key, input, chart));
    await expect(claimGuestChartOnce(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(readGuestChart()?.key).toBe(key);
    const keys: string[] = [];
    await claimGuestChartOnce((claimed) => {
      keys.push(claimed.guestKey);
      return Promise.resolve({ id: 7 });
    });
    expect(keys).toEqual([key]);
    expect(readGuestChart()).toBeNull();
  });

  it('keeps a chart made in another tab while the claim was on its way', async () => {
    saveGuestChart(guestChartOf(newGuestChartKey(), input, chart));
    const newer = newGuestChartKey();
    await claimGuestChartOnce(() => {
      saveGuestChart(guestChartOf(newer, { ...input, name: 'Ravi' }, chart));
      return Promise.resolve({ id: 3 });
    });
    expect(readGuestChart()?.key).toBe(newer);
  });
});
