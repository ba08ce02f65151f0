import { readString, saveToStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

const COOKIE_MAX_AGE_S = 90 * 24 * 3600;

/** `fb.1.{timestamp}.{fbclid}`: the click-id format of spec §3. */
function clickIdCookieValue(fbclid: string, nowMs: number): string {
  return `fb.1.${nowMs}.${fbclid}`;
}

/** The ad click id of a query string, if it has a usable one. */
export function fbclidOf(search: string): string | null {
  const fbclid = new URLSearchParams(search).get('fbclid')?.trim() ?? '';
  return fbclid === '' ? null : fbclid;
}

/** Where the visitor is, as far as the page can tell without asking. */
export interface VisitPlace {
  timeZone: string;
  pathname: string;
}

function currentPlace(): VisitPlace {
  return {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    pathname: window.location.pathname,
  };
}

/** Atlantic zones of EEA countries (Azores, Madeira, Canaries, Iceland, Faroes). */
const EUROPEAN_ATLANTIC = new Set([
  'Atlantic/Azores',
  'Atlantic/Madeira',
  'Atlantic/Canary',
  'Atlantic/Reykjavik',
  'Atlantic/Faroe',
]);

/**
 * Whether storing an ad click needs the visitor's consent: in Europe (GDPR with the ePrivacy rules,
 * in Germany §25 TDDDG; the UK and Switzerland alike) it does, and Lumus asks none, since it sets
 * no banner for the cookies it needs. A European time zone or a German page counts as Europe.
 */
export function adClickNeedsConsent(place: VisitPlace): boolean {
  return (
    place.timeZone.startsWith('Europe/') ||
    EUROPEAN_ATLANTIC.has(place.timeZone) ||
    place.pathname === '/de' ||
    place.pathname.startsWith('/de/')
  );
}

/**
 * An ad click arrives with `?fbclid=`; it is remembered (storage key `fbclid`, cookie `_fbc`) so a
 * later sign-in can be attributed to it, except in Europe (`adClickNeedsConsent`), where it is
 * neither stored nor used. Returns the fbclid of this URL when it was taken.
 */
export function captureFbclid(
  search: string,
  nowMs: number = Date.now(),
  place: VisitPlace = currentPlace(),
): string | null {
  const fbclid = fbclidOf(search);
  if (fbclid === null || adClickNeedsConsent(place)) return null;
  saveToStorage(STORAGE_KEYS.fbclid, fbclid);
  document.cookie = `_fbc=${encodeURIComponent(clickIdCookieValue(fbclid, nowMs))}; Max-Age=${COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
  return fbclid;
}

/** The stored fbclid in click-id format, as the login requests send it (spec §3). */
export function storedClickId(nowMs: number = Date.now()): string | undefined {
  const fbclid = readString(STORAGE_KEYS.fbclid);
  return fbclid === null ? undefined : clickIdCookieValue(fbclid, nowMs);
}
