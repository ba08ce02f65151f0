/**
 * The catalogue's fixed values, free of zod: the web's first render (filters, cards) reads them
 * before any answer arrives, and zod (26 KB) is loaded with the first answer instead of before the
 * first paint. consultant.ts and consultant-list.ts build their schemas from these.
 */

/** Live availability of a consultant; `busy` means in a chat or call right now. */
export const CONSULTANT_STATUSES = ['online', 'busy', 'offline'] as const;

/**
 * Skill keys. The wire carries the key; each client translates it (`catalogue.categories.<key>`),
 * so a new category needs a translation on the web before it is seeded.
 */
export const CONSULTANT_CATEGORIES = [
  'love',
  'relationships',
  'tarot',
  'astrology',
  'vedic',
  'career',
  'finance',
  'numerology',
  'dream_interpretation',
  'palmistry',
  'spiritual_healing',
  'family',
] as const;

/** Languages a consultant chats in, as ISO 639-1 codes; clients show the language's name. */
export const CONSULTANT_LANGUAGES = [
  'en',
  'hi',
  'de',
  'ta',
  'te',
  'bn',
  'mr',
  'gu',
  'pa',
  'kn',
  'ml',
  'fr',
] as const;

/**
 * - recommended: online first, then busy, then offline; within each, a score that rewards a high
 *   rating backed by many reviews and a long order history (see the server's list query).
 * - rating: best rated first (more reviews first on a tie).
 * - price_asc / price_desc: price per minute.
 * - experience: most years first.
 * Every order ends with the id, so pages never overlap or skip.
 */
export const CONSULTANT_SORTS = [
  'recommended',
  'rating',
  'price_asc',
  'price_desc',
  'experience',
] as const;

export const DEFAULT_CONSULTANT_SORT: (typeof CONSULTANT_SORTS)[number] = 'recommended';
