import { like, sql, type SQL } from 'drizzle-orm';
import { users } from '../users/users-tables';

/** `%text%` for LIKE, with the wildcards a user typed matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Users whose phone number, with or without its country code, holds the digits of a search that
 * reads as a phone number ("+91 98555-12", "(030) 1234"); undefined for any other search. A name
 * with digits in it ("Greta 2k9x1") is not a number, or its stray digits would find whoever's
 * number happens to contain them.
 */
export function phoneCondition(search: string): SQL | undefined {
  if (!/^[\d\s+\-().]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  // The number after its country code holds whatever the number alone does; `concat` skips a
  // missing code.
  return like(sql`concat(${users.countryCode}, ${users.mobile})`, `%${digits}%`);
}
