import { randomBytes } from 'node:crypto';
import { CallFailure } from '../../lib/http/call-failure';

const MB = 1024 * 1024;

/** A size limit as a reason tells it: whole megabytes or kilobytes where they are whole. */
export function sizeText(bytes: number): string {
  if (bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export function reasonTooLarge(field: string, maxBytes: number): string {
  return `${field}: must be at most ${sizeText(maxBytes)}.`;
}

/** An empty or too large file is a 400 naming its field, before anything is stored. */
export function assertFileSize(bytes: Uint8Array, field: string, maxBytes: number): void {
  if (bytes.byteLength === 0) throw new CallFailure(400, `${field}: is empty.`);
  if (bytes.byteLength > maxBytes) throw new CallFailure(400, reasonTooLarge(field, maxBytes));
}

/** A stored file's random, unguessable id: a public file's served name, a private file's key. */
export function newFileId(): string {
  return randomBytes(16).toString('hex');
}
