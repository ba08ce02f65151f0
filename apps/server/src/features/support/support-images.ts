import {
  SUPPORT_IMAGE_TYPES,
  type SupportImage,
  type SupportImageType,
} from '@lumus/contract/support/support';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallUser } from '../../lib/http/call-user';
import type { PrivateFile } from '../../lib/http/register-private-file';
import { assertFileSize, newFileId } from '../uploads/file-checks';
import { imageTypeAmong } from '../uploads/image-type';
import { supportConversations, supportImages, supportMessages } from './support-tables';

export const REASON_IMAGE_TYPE = 'image: must be a JPEG, PNG or WebP image.';
export const REASON_NO_SUCH_IMAGE = 'No such image.';

export type CheckedImage = Readonly<{ bytes: Uint8Array; contentType: SupportImageType }>;

/**
 * An image as it may be sent: not empty, within the configured size, and by its bytes a JPEG, PNG
 * or WebP (whatever the browser declared: an HTML or SVG file named `.png` is refused).
 */
export function checkSupportImage(bytes: Uint8Array, maxBytes: number): CheckedImage {
  assertFileSize(bytes, 'image', maxBytes);
  const contentType = imageTypeAmong(bytes, SUPPORT_IMAGE_TYPES);
  if (contentType === undefined) throw new CallFailure(400, REASON_IMAGE_TYPE);
  return { bytes, contentType };
}

/** Stores a checked image inside the message's transaction: both are kept, or neither. */
export async function storeSupportImage(
  tx: Database,
  image: CheckedImage,
  uploadedBy: number,
): Promise<SupportImage> {
  const id = newFileId();
  await tx.insert(supportImages).values({
    id,
    uploadedBy,
    contentType: image.contentType,
    sizeBytes: image.bytes.byteLength,
    content: Buffer.from(image.bytes),
  });
  return { id, contentType: image.contentType, size: image.bytes.byteLength };
}

/**
 * An image's bytes for staff, or for the conversation's owner unless it belongs to a note; anyone
 * else is told it does not exist (404), so a stranger cannot even learn that an id is taken.
 */
export async function readSupportImage(
  db: Database,
  caller: CallUser,
  imageId: string,
): Promise<PrivateFile> {
  const [row] = await db
    .select({
      contentType: supportImages.contentType,
      content: supportImages.content,
      internal: supportMessages.internal,
      ownerId: supportConversations.userId,
    })
    .from(supportImages)
    .innerJoin(supportMessages, eq(supportMessages.imageId, supportImages.id))
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(eq(supportImages.id, imageId));
  const staff = caller.role === 'admin' || caller.role === 'support';
  const owner = row !== undefined && row.ownerId === caller.id && !row.internal;
  if (row === undefined || !(staff || owner)) throw new CallFailure(404, REASON_NO_SUCH_IMAGE);
  return row;
}
