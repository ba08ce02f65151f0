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

/**
 * An ad click arrives with `?fbclid=`; it is remembered (storage key `fbclid`, cookie `_fbc`) so a
 * later sign-in can be attributed to it. Returns the fbclid of this URL, if any.
 */
export function captureFbclid(search: string, nowMs: number = Date.now()): string | null {
  const fbclid = fbclidOf(search);
  if (fbclid === null) return null;
  saveToStorage(STORAGE_KEYS.fbclid, fbclid);
  document.cookie = `_fbc=${encodeURIComponent(clickIdCookieValue(fbclid, nowMs))}; Max-Age=${COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
  return fbclid;
}

/** The stored fbclid in click-id format, as the login requests send it (spec §3). */
export function storedClickId(nowMs: number = Date.now()): string | undefined {
  const fbclid = readString(STORAGE_KEYS.fbclid);
  return fbclid === null ? undefined : clickIdCookieValue(fbclid, nowMs);
}
