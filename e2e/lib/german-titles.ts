import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * The spec fixes English page titles only; the German ones are whatever the web's translation
 * file says. Pairing the two files' `titles` entries lets the tests demand the exact German
 * title of the same page, so a German redirect to some other page cannot pass as "differs".
 */
function readTitles(language: 'en' | 'de'): Record<string, string> {
  const file = resolve(REPO_ROOT, `apps/web/src/locales/${language}.json`);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('titles' in parsed)) return {};
  const titles = parsed.titles;
  if (typeof titles !== 'object' || titles === null) return {};
  return Object.fromEntries(
    Object.entries(titles).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function buildMap(): ReadonlyMap<string, string> {
  const english = readTitles('en');
  const german = readTitles('de');
  const map = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    const translated = german[key];
    if (translated !== undefined) map.set(text, translated);
  }
  return map;
}

let cache: ReadonlyMap<string, string> | undefined;

/** German page name for an English one ('About Us' -> 'Über uns'), if the files pair them. */
export function germanPageName(englishName: string): string | undefined {
  cache ??= buildMap();
  return cache.get(englishName);
}
