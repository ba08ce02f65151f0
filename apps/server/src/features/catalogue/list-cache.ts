/**
 * Ready-to-send list answers by query (UTF-8 bytes, encoded once), for a short time. The list is the busiest call and most
 * visitors ask the same few questions (first page, a category), so a hit skips the database and
 * the response serializer. Entries live `ttlMs` at most (1 s: with several instances a status
 * change elsewhere shows within that) and the whole cache is dropped on any local change.
 */
export type ListCache = Readonly<{
  get: (key: string, now: number) => Buffer | undefined;
  set: (key: string, json: Buffer, now: number) => void;
  clear: () => void;
}>;

export function createListCache(options: { ttlMs: number; maxEntries: number }): ListCache {
  const entries = new Map<string, { json: Buffer; expiresAt: number }>();
  return {
    get: (key, now) => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.json;
    },
    set: (key, json, now) => {
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(key, { json, expiresAt: now + options.ttlMs });
    },
    clear: () => {
      entries.clear();
    },
  };
}
