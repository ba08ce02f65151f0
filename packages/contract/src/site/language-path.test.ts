import { describe, expect, it } from 'vitest';
import {
  canonicalLanguageUrl,
  defaultLanguageFor,
  entryRedirect,
  homePath,
  languageCodeOfSegment,
  languageOfPath,
  localizePath,
  stripLanguagePrefix,
  switchLanguageUrl,
  unknownPathTarget,
} from './language-path';

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('languageOfPath', () => {
  it('reads German only from a /de first segment', () => {
    expect(languageOfPath('/de')).toBe('de');
    expect(languageOfPath('/de/')).toBe('de');
    expect(languageOfPath('/de/about-us')).toBe('de');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/about-us')).toBe('en');
    expect(languageOfPath('/design')).toBe('en');
    expect(languageOfPath('/profile/de')).toBe('en');
  });
});

describe('stripLanguagePrefix and localizePath', () => {
  it('removes the German prefix and keeps the rest', () => {
    expect(stripLanguagePrefix('/de')).toBe('/');
    expect(stripLanguagePrefix('/de/chat-with-psychic/love/7')).toBe('/chat-with-psychic/love/7');
    expect(stripLanguagePrefix('/about-us')).toBe('/about-us');
    expect(stripLanguagePrefix('/')).toBe('/');
  });

  it('places a path in a language: no prefix for English, /de for German', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/about-us', 'de')).toBe('/de/about-us');
    expect(localizePath('about-us', 'en')).toBe('/about-us');
    expect(homePath('de')).toBe('/de');
    expect(homePath('en')).toBe('/');
  });
});

describe('switchLanguageUrl', () => {
  it('rewrites the prefix and keeps path, query and hash', () => {
    expect(switchLanguageUrl(url('/about-us', '?x=1', '#team'), 'de')).toBe(
      '/de/about-us?x=1#team',
    );
    expect(switchLanguageUrl(url('/de/about-us', '?x=1', '#team'), 'en')).toBe(
      '/about-us?x=1#team',
    );
    expect(switchLanguageUrl(url('/'), 'de')).toBe('/de');
    expect(switchLanguageUrl(url('/de'), 'en')).toBe('/');
    expect(switchLanguageUrl(url('/de/my-wallet'), 'de')).toBe('/de/my-wallet');
  });
});

describe('languageCodeOfSegment', () => {
  it('recognises ISO 639-1 codes and locales built on them, in any case', () => {
    expect(languageCodeOfSegment('fr')).toBe('fr');
    expect(languageCodeOfSegment('FR')).toBe('fr');
    expect(languageCodeOfSegment('fr-FR')).toBe('fr');
    expect(languageCodeOfSegment('pt_br')).toBe('pt');
    expect(languageCodeOfSegment('zh-Hant')).toBe('zh');
    expect(languageCodeOfSegment('es-419')).toBe('es');
  });

  it('ignores segments that are not language codes', () => {
    expect(languageCodeOfSegment('xx')).toBeNull();
    expect(languageCodeOfSegment('home')).toBeNull();
    expect(languageCodeOfSegment('about-us')).toBeNull();
    expect(languageCodeOfSegment('')).toBeNull();
    // `my` is Burmese, but my-wallet is our page.
    expect(languageCodeOfSegment('my-wallet')).toBeNull();
  });
});

describe('canonicalLanguageUrl', () => {
  it('removes unsupported prefixes, keeping query and hash', () => {
    expect(canonicalLanguageUrl(url('/fr/about-us', '?a=1', '#h'))).toBe('/about-us?a=1#h');
    expect(canonicalLanguageUrl(url('/es'))).toBe('/');
    expect(canonicalLanguageUrl(url('/fr-FR/privacy-policies'))).toBe('/privacy-policies');
  });

  it('removes /en because English has no prefix', () => {
    expect(canonicalLanguageUrl(url('/en/about-us'))).toBe('/about-us');
    expect(canonicalLanguageUrl(url('/en'))).toBe('/');
    expect(canonicalLanguageUrl(url('/en-US/free-chat', '?q=2'))).toBe('/free-chat?q=2');
  });

  it('maps German variants onto /de', () => {
    expect(canonicalLanguageUrl(url('/de-DE/about-us'))).toBe('/de/about-us');
    expect(canonicalLanguageUrl(url('/DE'))).toBe('/de');
  });

  it('leaves supported or non-language paths alone', () => {
    expect(canonicalLanguageUrl(url('/de/about-us'))).toBeNull();
    expect(canonicalLanguageUrl(url('/about-us'))).toBeNull();
    expect(canonicalLanguageUrl(url('/'))).toBeNull();
  });
});

describe('unknownPathTarget', () => {
  it('sends unknown paths home in their language', () => {
    expect(unknownPathTarget(url('/nowhere'))).toBe('/');
    expect(unknownPathTarget(url('/de/nowhere'))).toBe('/de');
    expect(unknownPathTarget(url('/de/a/b/c', '?x=1'))).toBe('/de');
  });

  it('strips a stray language prefix instead of going home', () => {
    expect(unknownPathTarget(url('/fr/about-us', '?x=1'))).toBe('/about-us?x=1');
  });
});

describe('default language and entry redirect', () => {
  it('defaults to German only for the Berlin time zone', () => {
    expect(defaultLanguageFor('Europe/Berlin')).toBe('de');
    expect(defaultLanguageFor('Europe/Vienna')).toBe('en');
    expect(defaultLanguageFor('Asia/Kolkata')).toBe('en');
    expect(defaultLanguageFor(undefined)).toBe('en');
  });

  it('sends a Berlin visitor who never chose to the /de twin', () => {
    const berlin = { storedLanguage: null, timeZone: 'Europe/Berlin' };
    expect(entryRedirect(url('/about-us', '?x=1', '#a'), berlin)).toBe('/de/about-us?x=1#a');
    expect(entryRedirect(url('/'), berlin)).toBe('/de');
    expect(entryRedirect(url('/de/about-us'), berlin)).toBeNull();
  });

  it('keeps a remembered English choice even in Berlin', () => {
    expect(
      entryRedirect(url('/about-us'), { storedLanguage: 'en', timeZone: 'Europe/Berlin' }),
    ).toBeNull();
  });

  it('honours a remembered German choice on unprefixed URLs', () => {
    expect(
      entryRedirect(url('/free-chat'), { storedLanguage: 'de', timeZone: 'Asia/Kolkata' }),
    ).toBe('/de/free-chat');
  });

  it('never moves an existing page such as /my-wallet', () => {
    const india = { storedLanguage: null, timeZone: 'Asia/Kolkata' };
    expect(entryRedirect(url('/my-wallet'), india)).toBeNull();
    expect(canonicalLanguageUrl(url('/my-wallet'))).toBeNull();
  });

  it('stays put elsewhere and fixes stray prefixes first', () => {
    const india = { storedLanguage: null, timeZone: 'Asia/Kolkata' };
    expect(entryRedirect(url('/about-us'), india)).toBeNull();
    expect(entryRedirect(url('/de/about-us'), india)).toBeNull();
    expect(entryRedirect(url('/fr/about-us'), india)).toBe('/about-us');
  });
});
