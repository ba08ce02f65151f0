import { isIdValue, isRecord } from '../storage/json-guards';

/**
 * Reading (not verifying) the payload of the stored JWT. The server checks the signature on every
 * call; the browser only needs `exp` to know whether to show a signed-in UI (spec §4, §5).
 */

export interface JwtPayload {
  exp?: number;
  sub?: string | number;
  id?: string | number;
  readonly [claim: string]: unknown;
}

function toPayload(value: unknown): JwtPayload | null {
  if (!isRecord(value)) return null;
  const { exp, sub, id } = value;
  if (!(exp === undefined || typeof exp === 'number')) return null;
  if (!(sub === undefined || isIdValue(sub))) return null;
  if (!(id === undefined || isIdValue(id))) return null;
  return { ...value, exp, sub, id };
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeJwtPayload(token: string): JwtPayload | null {
  const segment = token.split('.')[1];
  if (segment === undefined || segment === '') return null;
  try {
    return toPayload(JSON.parse(decodeBase64Url(segment)));
  } catch {
    return null;
  }
}

// A token without `exp` is re-checked on every render; warn once per token, not on every check.
let lastWarnedToken: string | null = null;

/** Expiry in epoch milliseconds, or null when the token has none or cannot be read. */
export function tokenExpiryMs(token: string): number | null {
  const payload = decodeJwtPayload(token);
  if (payload?.exp === undefined) {
    if (payload !== null && lastWarnedToken !== token) {
      lastWarnedToken = token;
      console.warn('Stored token has no expiry (exp); treating the user as logged out.');
    }
    return null;
  }
  return payload.exp * 1000;
}

/** Logged in = a token whose `exp` lies in the future (spec §5). */
export function isTokenValid(token: string | null, nowMs: number = Date.now()): boolean {
  if (token === null || token === '') return false;
  const expiry = tokenExpiryMs(token);
  return expiry !== null && expiry > nowMs;
}
