import type { ApplicationFileKind } from '@lumus/contract/onboarding/application-files';
import { MAX_APPLICATION_FILE_BYTES } from '@lumus/contract/onboarding/application-files';
import { UPLOADED_MEDIA_PREFIX } from '@lumus/contract/uploads/upload-files';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallUser } from '../../lib/http/call-user';
import { assertFileSize, newFileId, reasonTooLarge } from '../uploads/file-checks';
import { uploadedFiles } from '../uploads/uploads-tables';
import { checkApplicationFile, EXTENSION_OF_TYPE } from './application-file-type';
import { applicationFiles } from './onboarding-tables';

export const REASON_FILE_TOO_LARGE = reasonTooLarge('file', MAX_APPLICATION_FILE_BYTES);
export const REASON_NO_SUCH_FILE = 'No such file.';

export type StoredFile = Readonly<{ id: string; contentType: string; size: number }>;

export async function storeApplicationFile(
  db: Database,
  userId: number,
  upload: { file: Uint8Array; kind: ApplicationFileKind; extension: string },
): Promise<StoredFile> {
  assertFileSize(upload.file, 'file', MAX_APPLICATION_FILE_BYTES);
  const checked = checkApplicationFile(upload.file, upload.kind, upload.extension);
  if ('problem' in checked) throw new CallFailure(400, checked.problem);
  const id = newFileId();
  await db.insert(applicationFiles).values({
    id,
    userId,
    kind: upload.kind,
    contentType: checked.contentType,
    sizeBytes: upload.file.byteLength,
    content: Buffer.from(upload.file),
  });
  return { id, contentType: checked.contentType, size: upload.file.byteLength };
}

/**
 * A file for its uploader or for staff; anyone else is told it does not exist (404), so a
 * stranger cannot even learn that an id is taken.
 */
export async function readApplicationFile(
  db: Database,
  caller: CallUser,
  fileId: string,
): Promise<{ contentType: string; content: Buffer }> {
  const [row] = await db
    .select({
      userId: applicationFiles.userId,
      contentType: applicationFiles.contentType,
      content: applicationFiles.content,
    })
    .from(applicationFiles)
    .where(eq(applicationFiles.id, fileId));
  if (row === undefined || (row.userId !== caller.id && caller.role !== 'admin')) {
    throw new CallFailure(404, REASON_NO_SUCH_FILE);
  }
  return row;
}

/** The caller's own file of this kind (a submission may not name another's upload). */
export async function ownFile(
  db: Database,
  userId: number,
  fileId: string,
  kind: ApplicationFileKind,
  field: string,
): Promise<StoredFile> {
  const [row] = await db
    .select({ id: applicationFiles.id, contentType: applicationFiles.contentType })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.id, fileId),
        eq(applicationFiles.userId, userId),
        eq(applicationFiles.kind, kind),
      ),
    );
  if (row === undefined) {
    // 404 as for any id that is not the caller's: another's upload is not there for them.
    throw new CallFailure(
      404,
      `${field} names no ${kind === 'photo' ? 'photo' : 'ID document'} you uploaded`,
    );
  }
  return { id: row.id, contentType: row.contentType, size: 0 };
}

/**
 * An approved applicant's photo becomes their public catalogue photo: copied into the public
 * uploads, so the private original (and the ID document) never get a public URL.
 */
export async function publishPhoto(tx: Database, fileId: string): Promise<string> {
  const [row] = await tx.select().from(applicationFiles).where(eq(applicationFiles.id, fileId));
  if (row === undefined) throw new Error(`application file ${fileId} is missing`);
  const extension = EXTENSION_OF_TYPE[row.contentType] ?? 'jpg';
  const id = newFileId();
  await tx.insert(uploadedFiles).values({
    id,
    extension,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    content: row.content,
    uploadedBy: row.userId,
  });
  return `${UPLOADED_MEDIA_PREFIX}/${id}.${extension}`;
}
