import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n/i18n';
import { APP_PAGE_PATHS, isAppPagePath } from '@lumus/contract/site/app-page-paths';
import { canonicalLanguageUrl, languageCodeOfSegment } from '@lumus/contract/site/language-path';
import { UnknownPathRedirect } from './unknown-path-redirect';
import { buildRoutes } from './app-routes';
import { formatDocumentTitle, titleKeyOfMatches } from './page-title';
import { APP_ROUTES } from './route-table';

const routes = buildRoutes();

function titleOf(path: string, language: 'en' | 'de'): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const key = titleKeyOfMatches(
    matches.map((match) => ({ handle: match.route.handle as unknown })),
  );
  if (key === undefined) return undefined;
  const { t } = createI18n(language);
  return formatDocumentTitle(key === null ? null : t(`titles.${key}`));
}

// Every route of spec §2 with the title we give it.
const EXPECTED: readonly (readonly [string, string])[] = [
  ['/', 'Lumus'],
  ['/landing-page', 'Lumus'],
  ['/app-download-page', 'Lumus'],
  ['/home', 'Lumus'],
  ['/install', 'Lumus'],
  ['/download-app', 'Lumus'],
  ['/landing-page-v2', 'Lumus'],
  ['/landing-page-v2/quiz', 'Love quiz: your reading | Lumus'],
  ['/landing-page-v2/quiz-2', 'Life path quiz: your reading | Lumus'],
  ['/app-landing-page', 'Lumus'],
  ['/app-landing-page/aus', 'Lumus'],
  ['/app-landing-page/halloween', 'Lumus'],
  ['/landing-page-experiment', 'Lumus'],
  ['/about-us', 'About Us | Lumus'],
  ['/privacy-policies', 'Privacy Policy | Lumus'],
  ['/privacy-policy', 'Privacy Policy | Lumus'],
  ['/terms-and-condition', 'Terms & Conditions | Lumus'],
  ['/terms-of-use', 'Terms & Conditions | Lumus'],
  ['/use-app', 'Use App | Lumus'],
  ['/free-chat', 'Free Chat | Lumus'],
  ['/compatibility', 'Compatibility | Lumus'],
  ['/loading', 'Loading | Lumus'],
  ['/web-loading', 'Web Loading | Lumus'],
  ['/chat-with-psychic', 'Chat With Psychic | Lumus'],
  ['/chat-with-psychic/love-psychics', 'Chat With Psychic | Lumus'],
  ['/chat-with-psychic/love-psychics/7', 'Chat With Psychic | Lumus'],
  ['/profile', 'Psychic Profile | Lumus'],
  ['/profile/asha-rao', 'Psychic Profile | Lumus'],
  ['/chat-with-psychic/intake-form', 'Chat Intake Form | Lumus'],
  ['/chat-with-psychic/intake-form/MTAx', 'Chat Intake Form | Lumus'],
  ['/chat-with-psychic/intake-form-v2', 'Chat Intake Form | Lumus'],
  ['/chat-with-psychic/intake-form-v2/MTAx', 'Chat Intake Form | Lumus'],
  ['/call-with-psychic/intake-form/MTAx', 'Call Intake Form | Lumus'],
  ['/my-wallet', 'My Wallet | Lumus'],
  ['/payment-logs', 'Payment Logs | Lumus'],
  ['/order-history', 'Order History | Lumus'],
  ['/chat-with-psychic/start/OTAwMQ', 'Start Chat | Lumus'],
  ['/chat-with-psychic/start/MTAx/OTAwMQ', 'Start Chat | Lumus'],
  ['/order-history/chat/MTAx', 'Chat History | Lumus'],
  ['/order-history/chat/MTAx/OTAwMQ', 'Chat History | Lumus'],
  ['/add-wallet-money/price-list', 'Price List | Lumus'],
  ['/my-profile', 'My Profile | Lumus'],
  ['/add-wallet-money/payment', 'Payments | Lumus'],
];

// Not in spec §2 (issue 17): the voice-call screen, under a login like the chat room.
describe('the call screen route', () => {
  it('is titled Call in English and Anruf in German, and needs a login', () => {
    expect(titleOf('/call-with-psychic/start/MTAx/OTAwMQ', 'en')).toBe('Call | Lumus');
    expect(titleOf('/de/call-with-psychic/start/MTAx/OTAwMQ', 'de')).toBe('Anruf | Lumus');
    const route = APP_ROUTES.find((entry) => entry.page.module === 'callRoom');
    expect(route?.access).toBe('protected');
  });
});

describe('page titles', () => {
  it.each(EXPECTED)('%s is titled "%s"', (path, title) => {
    expect(titleOf(path, 'en')).toBe(title);
  });

  it.each(EXPECTED)('/de%s has a German title of the same kind', (path, title) => {
    const german = titleOf(path === '/' ? '/de' : `/de${path}`, 'de');
    if (title === 'Lumus') {
      expect(german).toBe('Lumus');
    } else {
      expect(german).toMatch(/^.+ \| Lumus$/);
      expect(german).not.toBe(title);
    }
  });

  it('translates titles, e.g. Über uns | Lumus', () => {
    expect(titleOf('/de/about-us', 'de')).toBe('Über uns | Lumus');
  });

  it("titles the psychics' console (our route, not in spec §2)", () => {
    expect(titleOf('/console', 'en')).toBe('Consultant Console | Lumus');
    expect(titleOf('/de/console', 'de')).toBe('Berater-Konsole | Lumus');
  });

  it("titles the operators' admin console (our route, not in spec §2)", () => {
    expect(titleOf('/admin', 'en')).toBe('Admin Console | Lumus');
    expect(titleOf('/de/admin', 'de')).toBe('Admin-Konsole | Lumus');
  });

  it('titles the kundli and match-making pages (our routes, issue 7; not in spec §2)', () => {
    expect(titleOf('/kundli', 'en')).toBe('Kundli | Lumus');
    expect(titleOf('/kundli/12', 'en')).toBe('Kundli | Lumus');
    expect(titleOf('/de/kundli/12', 'de')).toBe('Geburtshoroskop | Lumus');
    expect(titleOf('/match-making', 'en')).toBe('Match-Making | Lumus');
    expect(titleOf('/de/match-making', 'de')).toBe('Kundli-Abgleich | Lumus');
  });

  it('gives unknown paths no page title (they redirect)', () => {
    expect(titleOf('/nowhere', 'en')).toBeUndefined();
    expect(titleOf('/about-us/extra', 'en')).toBeUndefined();
  });
});

describe('route table', () => {
  it('has no first path segment that reads as a language prefix', () => {
    for (const route of APP_ROUTES) {
      const first = route.path.split('/')[0] ?? '';
      expect(languageCodeOfSegment(first), route.path).toBeNull();
      expect(canonicalLanguageUrl({ pathname: `/${route.path}`, search: '', hash: '' })).toBeNull();
    }
  });

  it('is the list of pages the server knows, so only unknown paths are redirected there', () => {
    expect([...APP_PAGE_PATHS].sort()).toEqual(APP_ROUTES.map((route) => route.path).sort());
  });

  it('sends the same paths to its catch-all as the server redirects (decision 042)', () => {
    const samples = [
      '/',
      '/de',
      '/de/',
      '/about-us/',
      '/About-Us',
      '/profile',
      '/profile/mira-sen',
      '/de/profile/mira-sen',
      '/chat-with-psychic/love/12',
      '/chat-with-psychic/love',
      '/chat-with-psychic/start/abc',
      '/order-history/chat/a',
      '/order-history/chat/a/b',
      '/order-history/chat/a/b/c',
      '/horoscope/today',
      '/horoscope/today/aries',
      '/kundli/7',
      '/kundli/7/8',
      '/nowhere',
      '/de/nowhere/deeper',
      '/about-us/extra',
      '/wallet',
      '/fr/about-us',
      '/en',
    ];
    for (const path of samples) {
      const matches = matchRoutes(routes, path) ?? [];
      const caughtAll = matches.some((match) => match.route.Component === UnknownPathRedirect);
      expect(isAppPagePath(path), path).toBe(!caughtAll);
    }
  });
});
