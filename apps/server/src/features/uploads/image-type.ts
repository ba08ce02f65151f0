import type { UPLOAD_EXTENSIONS } from '@lumus/contract/uploads/upload-files';

type Extension = (typeof UPLOAD_EXTENSIONS)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => Array.from(Buffer.from(text, 'latin1'));

/**
 * The image type the bytes really are, from their signature; undefined for anything else. A file
 * named `.png` that is HTML or SVG is refused, so an upload can never become a script on our origin.
 */
export function detectImageType(
  bytes: Uint8Array,
): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export const CONTENT_TYPE_OF: Readonly<Record<Extension, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The type the bytes really are when it is one of `allowed`; undefined for anything else. */
export function imageTypeAmong<T extends string>(
  bytes: Uint8Array,
  allowed: readonly T[],
): T | undefined {
  const detected = detectImageType(bytes);
  return allowed.find((type) => type === detected);
}
