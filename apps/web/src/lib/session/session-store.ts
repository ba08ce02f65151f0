import { DEFAULT_TIME_ZONE } from '@lumus/contract/constants';
import { readJson, readString, removeFromStorage, saveToStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { decodeJwtPayload, isTokenValid } from './jwt';
import { isOptional, isRecord } from '../storage/json-guards';
import { toStoredUser, type StoredUser } from './stored-user';

/**
 * The session lives in localStorage (spec §3) so it survives reloads and is shared by tabs. This
 * module is the only writer; it announces every change with a window event so the React context
 * (and anything else) can re-read.
 */

export const SESSION_CHANGE_EVENT = 'lumus:session-change';

export interface Session {
  isLoggedIn: boolean;
  token: string | null;
  user: StoredUser | null;
  /** The id header value: the stored user's id, else the token's subject. */
  userId: string | null;
}

/** No session: a guest, or a page the server rendered before the browser's storage was read. */
export const GUEST_SESSION: Session = { isLoggedIn: false, token: null, user: null, userId: null };

export function readSession(nowMs: number = Date.now()): Session {
  const token = readString(STORAGE_KEYS.jwtToken);
  if (token === null || !isTokenValid(token, nowMs)) return GUEST_SESSION;
  const user = readJson(STORAGE_KEYS.userData, toStoredUser);
  const payload = decodeJwtPayload(token);
  const id = user?.id ?? payload?.sub ?? payload?.id;
  return { isLoggedIn: true, token, user, userId: id === undefined ? null : String(id) };
}

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Stores a fresh login (the sign-in flows call this after Google or code verification). */
export function signIn(token: string, user: StoredUser | null): void {
  saveToStorage(STORAGE_KEYS.jwtToken, token);
  saveToStorage(STORAGE_KEYS.userData, user);
  saveToStorage(STORAGE_KEYS.isLoggedIn, 'true');
  announce();
}

/** Replaces the stored user record, e.g. after the welcome modal saved a name. */
export function updateStoredUser(user: StoredUser): void {
  saveToStorage(STORAGE_KEYS.userData, user);
  announce();
}

/** Only the currency code of the stored rate matters to logout. */
function storedRate(value: unknown): { isoCode: string | undefined } | null {
  if (!isRecord(value) || !isOptional(value.isoCode, 'string')) return null;
  return { isoCode: typeof value.isoCode === 'string' ? value.isoCode : undefined };
}

function clearCookie(name: string): void {
  if (typeof document === 'undefined') return;
  // Both forms: some engines ignore Max-Age=0 but honour an expiry in the past.
  document.cookie = `${name}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** Logout of spec §4: token, user, device data and login flags go; the time zone is reset. */
export function signOut(): void {
  // The conversion rate only stays valid for a user in India who is shown INR; read before reset.
  const inIndia = readString(STORAGE_KEYS.timeZone) === DEFAULT_TIME_ZONE;
  const rate = readJson(STORAGE_KEYS.conversionRate, storedRate);
  if (inIndia && rate !== null && rate.isoCode !== 'INR') {
    removeFromStorage(STORAGE_KEYS.conversionRate);
  }
  removeFromStorage(
    STORAGE_KEYS.jwtToken,
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.userData,
    STORAGE_KEYS.deviceData,
    STORAGE_KEYS.deviceToken,
    STORAGE_KEYS.isLoggedIn,
    STORAGE_KEYS.isToTakeVerifiedNo,
    STORAGE_KEYS.isToTakeVerifiedNoFirebase,
    STORAGE_KEYS.hasLanguage,
  );
  saveToStorage(STORAGE_KEYS.timeZone, DEFAULT_TIME_ZONE);
  clearCookie('jwt_token');
  clearCookie('my_id');
  announce();
}

/** Calls back on any session change in this tab or, through the storage event, in another. */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.jwtToken) listener();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
