import type { ApplicationFileKind } from '@lumus/contract/onboarding/application-files';
import { APPLICATION_FILE_TYPES } from '@lumus/contract/onboarding/application-files';
import { detectImageType } from '../uploads/image-type';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** What the bytes really are (images by their signature, PDF by `%PDF-`); undefined otherwise. */
export function detectApplicationFileType(bytes: Uint8Array): string | undefined {
  const image = detectImageType(bytes);
  if (image !== undefined) return image;
  return Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE)
    ? 'application/pdf'
    : undefined;
}

const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export const REASON_FILE_TYPE: Readonly<Record<ApplicationFileKind, string>> = {
  id_document: 'file: an ID document must be a PNG, JPEG or WebP image or a PDF.',
  photo: 'file: a photo must be a PNG, JPEG or WebP image.',
};
export const REASON_FILE_MISMATCH = 'extension: does not match the file’s content.';

/** The problem with a file for this kind, or the content type it was found to be. */
export function checkApplicationFile(
  bytes: Uint8Array,
  kind: ApplicationFileKind,
  extension: string,
): { contentType: string } | { problem: string } {
  const detected = detectApplicationFileType(bytes);
  if (detected === undefined || !APPLICATION_FILE_TYPES[kind].includes(detected)) {
    return { problem: REASON_FILE_TYPE[kind] };
  }
  if (TYPE_OF_EXTENSION[extension] !== detected) return { problem: REASON_FILE_MISMATCH };
  return { contentType: detected };
}
