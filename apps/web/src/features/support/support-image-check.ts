import { SUPPORT_IMAGE_TYPES } from '@lumus/contract/support/support';

/** What the file input offers: the phone's camera and gallery, and on a computer these types. */
export const SUPPORT_IMAGE_ACCEPT = SUPPORT_IMAGE_TYPES.join(',');

export type SupportImageProblem =
  | Readonly<{ kind: 'type' }>
  | Readonly<{ kind: 'empty' }>
  | Readonly<{ kind: 'size'; size: number }>;

/**
 * Why a chosen file cannot be sent, before it is sent: its declared type and its size. The server
 * checks again, the type by the bytes themselves; this only spares a wasted upload and says why.
 */
export function supportImageProblem(file: File, maxBytes: number): SupportImageProblem | null {
  if (!(SUPPORT_IMAGE_TYPES as readonly string[]).includes(file.type)) return { kind: 'type' };
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > maxBytes) return { kind: 'size', size: file.size };
  return null;
}
