import { kundli } from '@lumus/astro/kundli';
import { sadeSati } from '@lumus/astro/sade-sati';
import { describe, expect, it, vi } from 'vitest';
import { chartDepth } from './chart-depth';
import { ChartDepthCache } from './chart-depth-cache';

const BIRTH = '1990-02-26T04:30:00.000Z';
const CHART = kundli({ utc: BIRTH, latitude: 28.6139, longitude: 77.209 });
const saved = (id: number) => ({ id, birthUtc: BIRTH, kundli: CHART });

describe('chart depth with the Sade Sati scan kept per chart', () => {
  it('answers exactly as a fresh computation, at any instant, from one scan', () => {
    const cache = new ChartDepthCache();
    for (const at of ['2010-01-01T00:00:00Z', '2022-05-01T00:00:00Z', '2026-06-15T12:00:00Z']) {
      const instant = new Date(at);
      expect(cache.depth(saved(7), instant)).toEqual(chartDepth(saved(7), instant));
    }
    expect(cache.size).toBe(1);
  });

  it('scans each chart once, keeping a bounded number, dropping the least recently used', () => {
    const scan = vi.fn(sadeSati);
    const cache = new ChartDepthCache(2, scan);
    const at = new Date('2026-06-15T12:00:00Z');
    cache.depth(saved(1), at);
    cache.depth(saved(1), new Date('2030-01-01T00:00:00Z'));
    expect(scan).toHaveBeenCalledTimes(1);
    cache.depth(saved(2), at);
    cache.depth(saved(1), at); // 1 is now the most recent: 2 is dropped first
    cache.depth(saved(3), at);
    expect(cache.size).toBe(2);
    expect(scan).toHaveBeenCalledTimes(3);
    cache.depth(saved(1), at);
    expect(scan).toHaveBeenCalledTimes(3);
    cache.depth(saved(2), at);
    expect(scan).toHaveBeenCalledTimes(4);
  });

  it('scans again when the chart itself differs under the same id', () => {
    const cache = new ChartDepthCache();
    const at = new Date('2026-06-15T12:00:00Z');
    cache.depth(saved(1), at);
    const otherBirth = '1995-08-01T10:00:00.000Z';
    const other = {
      id: 1,
      birthUtc: otherBirth,
      kundli: kundli({ utc: otherBirth, latitude: 19.07, longitude: 72.88 }),
    };
    expect(cache.depth(other, at)).toEqual(chartDepth(other, at));
    expect(cache.size).toBe(2);
  });
});
