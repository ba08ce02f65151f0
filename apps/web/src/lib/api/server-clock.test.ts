import { afterEach, describe, expect, it } from 'vitest';
import { recordServerDate, resetServerClock, serverClockOffsetMs } from './server-clock';

const SERVER = Date.parse('2026-11-25T10:00:00Z');

describe('server clock', () => {
  afterEach(() => {
    resetServerClock();
  });

  it('is the browser clock until a reading arrives', () => {
    expect(serverClockOffsetMs()).toBe(0);
    recordServerDate(null, 0, 10);
    recordServerDate('not a date', 0, 10);
    expect(serverClockOffsetMs()).toBe(0);
  });

  it('keeps a well-set browser clock as it is, whatever fraction the header cut off', () => {
    // The server answered at 10:00:00.900; its header says 10:00:00.
    recordServerDate(new Date(SERVER).toUTCString(), SERVER + 850, SERVER + 950);
    expect(serverClockOffsetMs()).toBe(0);
  });

  it('narrows a wrong browser clock down with every answer, a slow one included', () => {
    // The browser is 30.4 s behind the server.
    const behind = 30_400;
    const answer = (serverAt: number, tookMs: number) => {
      const header = new Date(Math.floor(serverAt / 1000) * 1000).toUTCString();
      recordServerDate(header, serverAt - behind - tookMs / 2, serverAt - behind + tookMs / 2);
    };
    answer(SERVER + 200, 100);
    expect(Math.abs(serverClockOffsetMs() - behind)).toBeLessThanOrEqual(600);
    answer(SERVER + 5_700, 100);
    answer(SERVER + 9_000, 20_000);
    expect(Math.abs(serverClockOffsetMs() - behind)).toBeLessThanOrEqual(150);
  });

  it('starts over when the browser clock is changed', () => {
    recordServerDate(new Date(SERVER).toUTCString(), SERVER - 60_000, SERVER - 59_900);
    expect(serverClockOffsetMs()).toBeGreaterThan(59_000);
    recordServerDate(new Date(SERVER + 1000).toUTCString(), SERVER + 1_100, SERVER + 1_200);
    expect(serverClockOffsetMs()).toBe(0);
  });
});
