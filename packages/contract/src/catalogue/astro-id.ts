/**
 * The `{encodedAstroId}` route segment of spec §2 (intake form, chat start, chat history): the
 * consultant's numeric id in decimal, base64url-encoded without padding (id 12 -> `MTI`). It keeps
 * raw ids out of shared links without pretending to be a secret. Both web and server use these.
 */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function encodeAstroId(id: number): string {
  return btoa(String(id)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The id, or null for anything that is not an encoded positive whole number. */
export function decodeAstroId(encoded: string): number | null {
  if (!BASE64URL.test(encoded) || encoded.length > 24) return null;
  let text: string;
  try {
    text = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  if (!/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}
