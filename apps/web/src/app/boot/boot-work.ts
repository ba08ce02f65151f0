import type { Language } from '@lumus/contract/constants';
import type { ResourceKey } from 'i18next';
import { LOCALE_FILES } from '../../lib/i18n/locale-files';
import { entryRedirect, languageOfPath } from '@lumus/contract/site/language-path';
import { browserTimeZone, readStoredLanguage } from '../../lib/i18n/language-preference';
import { fbclidOf } from '../../lib/session/attribution';
import { fingerprintId } from '../../lib/session/fingerprint';
import { preloadPage } from './page-preload';

/**
 * The work the first render waits for, started by the tiny `boot.ts` entry as soon as it arrives,
 * while the app shell (React, the router, our code) is still downloading: the entry redirect,
 * the page's code, the page's language texts and the device fingerprint of the hardware id step
 * (spec §4). Started
 * once; main.tsx picks up the same promises.
 */
export interface BootWork {
  language: Language;
  texts: Promise<{ default: ResourceKey }>;
  /** null when the URL carries an fbclid, which is the hardware id then (spec §3). */
  fingerprint: Promise<string> | null;
}

let started: BootWork | undefined;

/**
 * Where the entry URL must move before anything renders (spec §2: a stray prefix, or German by the
 * remembered choice or the Berlin time zone), or null to stay.
 */
export function entryTarget(): string | null {
  return entryRedirect(window.location, {
    storedLanguage: readStoredLanguage(),
    timeZone: browserTimeZone(),
  });
}

function start(target: string | null): BootWork {
  // Settle the entry URL before the router starts, so the first render is already in the right
  // language and no English flash precedes a Berlin visitor's German page (spec §2).
  if (target !== null) window.history.replaceState(window.history.state, '', target);
  preloadPage(window.location.pathname);
  const language = languageOfPath(window.location.pathname);
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  const texts = LOCALE_FILES[language]();
  const fingerprint = fbclidOf(window.location.search) === null ? fingerprintId() : null;
  // Whoever awaits them reports failures; these copies only keep the console free of
  // "unhandled rejection" noise in the meantime.
  texts.catch(() => undefined);
  fingerprint?.catch(() => undefined);
  return { language, texts, fingerprint };
}

/** Starts the work once; `target` is the entry redirect, when the caller has already found it. */
export function bootWork(target: () => string | null = entryTarget): BootWork {
  started ??= start(target());
  return started;
}
