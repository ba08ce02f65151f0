import { HELP_ARTICLES, HELP_CENTRE_PATH, helpArticlePath } from '../help/help-articles';

/**
 * Every page path of the web app's route table (apps/web/src/app/route-table.ts, router syntax,
 * without language prefix). The server answers a path outside this list with the spec §2
 * redirect itself, so a search engine sees a redirect status rather than a page; the web app's
 * route-table test keeps both lists the same.
 */
export const APP_PAGE_PATHS: readonly string[] = [
  '',
  'landing-page',
  'app-download-page',
  'home',
  'install',
  'download-app',
  'landing-page-v2',
  'app-landing-page',
  'app-landing-page/aus',
  'app-landing-page/halloween',
  'landing-page-experiment',
  'landing-page-v2/quiz',
  'landing-page-v2/quiz-2',
  'about-us',
  'privacy-policies',
  'privacy-policy',
  'terms-and-condition',
  'terms-of-use',
  'use-app',
  'impressum',
  'contact',
  'cookies',
  'free-chat',
  'compatibility',
  'loading',
  'web-loading',
  'chat-with-psychic',
  'chat-with-psychic/:groupTitle/:groupId?',
  'profile/:psychicSlug?',
  'chat-with-psychic/intake-form/:encodedAstroId?',
  'chat-with-psychic/intake-form-v2/:encodedAstroId?',
  'call-with-psychic/intake-form/:encodedAstroId?',
  'console',
  'admin',
  'become-a-psychic',
  'psychic-agreement',
  'console/earnings',
  'admin/payouts',
  'my-wallet',
  'payment-logs',
  'order-history',
  'chat-with-psychic/start/:encodedChatId',
  'chat-with-psychic/start/:encodedAstroId/:encodedChatId',
  'call-with-psychic/start/:encodedAstroId/:encodedChatId',
  'order-history/chat/:encodedAstroId/:encodedChatId?',
  'add-wallet-money/price-list',
  'add-wallet-money/payment',
  'notification-settings',
  'favourites',
  'my-profile',
  'support',
  'support/:conversationId',
  'kundli',
  'kundli/:id',
  'match-making',
  'panchang',
  'horoscope/:day/:sign',
  // The help centre and its articles, one fixed path each (unknown ones get the redirect).
  HELP_CENTRE_PATH,
  ...HELP_ARTICLES.map(helpArticlePath),
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A router path as a whole-path pattern; like the router, letter case does not count. */
function patternOf(path: string): RegExp {
  const segments = path === '' ? [] : path.split('/');
  const body = segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return new RegExp(`^${body}$`, 'i');
}

const PATTERNS = APP_PAGE_PATHS.map(patternOf);

/** True when the URL (`/de/about-us?x`) is one of the app's pages in English or German. */
export function isAppPagePath(url: string): boolean {
  // Still percent-encoded, as the router matches: an encoded slash in a slug is not a separator.
  const trimmed = (url.split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, '');
  const path = trimmed === 'de' ? '' : trimmed.startsWith('de/') ? trimmed.slice(3) : trimmed;
  const pathname = path === '' ? '' : `/${path}`;
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
