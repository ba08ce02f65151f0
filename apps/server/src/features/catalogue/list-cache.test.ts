import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache';

describe('list cache', () => {
  it('answers within its lifetime and forgets after it', () => {
    const cache = createListCache({ ttlMs: 1_000, maxEntries: 10 });
    cache.set('a', Buffer.from('{"a":1}'), 0);
    expect(cache.get('a', 999)?.toString()).toBe('{"a":1}');
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('drops everything on clear and the oldest entry when full', () => {
    const cache = createListCache({ ttlMs: 1_000, maxEntries: 2 });
    cache.set('a', Buffer.from('A'), 0);
    cache.set('b', Buffer.from('B'), 0);
    cache.set('c', Buffer.from('C'), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.toString()).toBe('C');
    cache.clear();
    expect(cache.get('b', 1)).toBeUndefined();
  });
});
