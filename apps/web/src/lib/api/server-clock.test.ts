import { afterEach, describe, expect, it } from 'vitest';
import { recordServerDate, resetServerClock, serverClockOffsetMs } from './server-clock';

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

  it('takes the median offset, so one slow answer does not move it', () => {
    const server = Date.parse('2026-11-25T10:00:00Z');
    // Browser 30 s behind: sent and answered around server time minus 30 s.
    recordServerDate(new Date(server).toUTCString(), server - 30_100, server - 29_900);
    recordServerDate(new Date(server + 1000).toUTCString(), server - 29_100, server - 28_900);
    // A call that hung for 20 s gives a bad reading.
    recordServerDate(new Date(server + 2000).toUTCString(), server - 58_000, server - 8_000);
    expect(serverClockOffsetMs()).toBe(30_500);
  });
});
