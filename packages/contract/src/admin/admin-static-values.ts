import { LOGIN_CHECK_ID } from '../constants';
import { APP_DOWNLOAD_LINK_ID } from '../site/app-download';
import { FREE_CHAT_MINUTES_STATIC_ID, MAX_FREE_CHAT_MINUTES } from './admin-settings';

/**
 * The static values the server itself reads, each with the rule its value must follow. Other ids
 * are free text (clients may read them), so the editor lists these even before a row exists.
 */
export const KNOWN_STATIC_VALUE_IDS = [
  LOGIN_CHECK_ID,
  APP_DOWNLOAD_LINK_ID,
  FREE_CHAT_MINUTES_STATIC_ID,
] as const;
export type KnownStaticValueId = (typeof KNOWN_STATIC_VALUE_IDS)[number];

export function isKnownStaticValueId(id: number): id is KnownStaticValueId {
  return KNOWN_STATIC_VALUE_IDS.some((known) => known === id);
}

/** Why a value does not fit its id; the web shows its own words for each. */
export type StaticValueProblem =
  'captcha' | 'login_mode' | 'no_mode' | 'link' | 'minutes' | 'empty';

export const STATIC_VALUE_PROBLEM_REASONS: Readonly<Record<StaticValueProblem, string>> = {
  captcha: 'value: the captcha flag must be true or false.',
  login_mode: 'mode: must be MOBILE or EMAIL.',
  no_mode: 'mode: only the login check (507) has a mode.',
  link: 'value: must be an http(s) link or a path of this app starting with /.',
  minutes: `value: must be whole minutes from 0 to ${MAX_FREE_CHAT_MINUTES}.`,
  empty: 'value: is required.',
};

/** The same test the web applies before following the Download App link. */
function isUsableLink(text: string): boolean {
  if (text.startsWith('/')) return !text.startsWith('//');
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:';
}

/**
 * Checks a value (already trimmed) for its id: null when it may be saved. Only 507 has a mode,
 * so a mode on another known id is refused rather than silently stored.
 */
export function staticValueProblem(
  id: number,
  value: string,
  mode: string | null,
): StaticValueProblem | null {
  switch (id) {
    case LOGIN_CHECK_ID:
      if (value !== 'true' && value !== 'false') return 'captcha';
      return mode === 'MOBILE' || mode === 'EMAIL' ? null : 'login_mode';
    case APP_DOWNLOAD_LINK_ID:
      if (mode !== null) return 'no_mode';
      return isUsableLink(value) ? null : 'link';
    case FREE_CHAT_MINUTES_STATIC_ID:
      if (mode !== null) return 'no_mode';
      return /^\d{1,3}$/.test(value) && Number(value) <= MAX_FREE_CHAT_MINUTES ? null : 'minutes';
    default:
      return value === '' ? 'empty' : null;
  }
}
