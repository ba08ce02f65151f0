const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Random lower-case letters and digits from the browser's cryptographic generator. */
export function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of 36; the slight bias is irrelevant for an identifier.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length] ?? 'a').join('');
}
