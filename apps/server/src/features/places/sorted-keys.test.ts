import { describe, expect, it } from 'vitest';
import { KeyCollector } from './sorted-keys';

/** Adds keys (place = position in the list) and reads them back in the collector's order. */
function sortedOrder(keys: readonly string[]): number[] {
  const collector = new KeyCollector();
  keys.forEach((key, place) => collector.add(key, place, 0));
  const sorted = collector.sort();
  return Array.from(sorted.place);
}

describe('sorted keys', () => {
  it('orders keys exactly as string comparison does, prefixes first', () => {
    // Shared starts longer than the few letters the sort packs into one number.
    const shared = 'saint jean de la ruelle';
    const keys = [
      'b',
      'a b',
      'ab',
      'a',
      'a0',
      `${shared} sur loire`,
      shared,
      `${shared}s`,
      `${shared} sur`,
      'saint',
      'saint ',
      'sain',
      'muzayri‘',
      'muzayri',
      'zz',
      'ab',
    ];
    const expected = keys.map((key, place) => ({ key, place }));
    expected.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place));
    expect(sortedOrder(keys).map((place) => keys[place])).toEqual(expected.map((e) => e.key));
  });

  it('still orders keys that use more than 255 distinct letters', () => {
    const letters = Array.from({ length: 300 }, (_, i) => String.fromCharCode(0x4e00 + i * 7));
    const keys = letters.map((letter, i) => `${letter}${letters[(i * 31) % 300] ?? ''}`).reverse();
    const expected = [...keys].sort();
    expect(sortedOrder(keys).map((place) => keys[place])).toEqual(expected);
  });

  it('finds the range of keys with a prefix, and knows a whole match', () => {
    const keys = ['main', 'mainz', 'mai', 'frankfurt am main', 'ma‘a', 'berlin'];
    const collector = new KeyCollector();
    keys.forEach((key, place) => {
      const start = collector.add(key, place, 0);
      const space = key.lastIndexOf(' ');
      if (space !== -1) collector.addSuffix(start, space + 1, place, 2);
    });
    const sorted = collector.sort();
    const found = (prefix: string) => {
      const { first, end } = sorted.prefixRange(prefix);
      return Array.from(sorted.place.subarray(first, end));
    };
    expect(found('main')).toEqual([0, 3, 1]); // main (own), main (end of place 3), mainz
    expect(found('ma‘')).toEqual([4]);
    expect(found('mb')).toEqual([]);
    expect(found('ж')).toEqual([]); // a letter no key uses
    const { first } = sorted.prefixRange('main');
    expect(sorted.isWhole(first, 4)).toBe(true);
    expect(sorted.isWhole(first + 2, 4)).toBe(false);
  });
});
