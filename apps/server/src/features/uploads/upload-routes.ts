import type { Failure } from '@lumus/contract/envelope';
import {
  MAX_UPLOAD_BYTES,
  UPLOADED_MEDIA_PREFIX,
  uploadFilesCall,
} from '@lumus/contract/uploads/upload-files';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { assertFileSize, newFileId, reasonTooLarge } from './file-checks';
import { CONTENT_TYPE_OF, detectImageType } from './image-type';
import { uploadedFiles } from './uploads-tables';
import { registerCall } from '../../lib/http/register-call';

const SERVED_NAME = /^([a-f0-9]{32})\.([a-z]{3,4})$/;
// An upload never changes under its random name.
const LONG_CACHE = 'public, max-age=31536000, immutable';

export const REASON_NOT_AN_IMAGE = 'file: is not a PNG, JPEG, GIF or WebP image.';
export const REASON_TYPE_MISMATCH = 'extension: does not match the file’s content.';
export const REASON_TOO_LARGE = reasonTooLarge('file', MAX_UPLOAD_BYTES);

/**
 * Spec §7 file upload (form data `file` and `extension`), for any signed-in account; the admin
 * console uses it for psychic photos. Files live in the database and are served by
 * `GET /api/media/uploads/<name>`.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerCall(app, uploadFilesCall, async ({ file, extension }, { user }) => {
    assertFileSize(file, 'file', MAX_UPLOAD_BYTES);
    const detected = detectImageType(file);
    if (detected === undefined) throw new CallFailure(400, REASON_NOT_AN_IMAGE);
    if (CONTENT_TYPE_OF[extension] !== detected) throw new CallFailure(400, REASON_TYPE_MISMATCH);
    const id = newFileId();
    await deps.db.insert(uploadedFiles).values({
      id,
      extension,
      contentType: detected,
      sizeBytes: file.byteLength,
      content: Buffer.from(file),
      uploadedBy: user.id,
    });
    return {
      url: `${UPLOADED_MEDIA_PREFIX}/${id}.${extension}`,
      size: file.byteLength,
      contentType: detected,
    };
  });

  app.get<{ Params: { file: string } }>(
    `${UPLOADED_MEDIA_PREFIX}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = SERVED_NAME.exec(request.params.file);
      const [row] =
        match?.[1] === undefined || match[2] === undefined
          ? []
          : await deps.db
              .select({ content: uploadedFiles.content, contentType: uploadedFiles.contentType })
              .from(uploadedFiles)
              .where(and(eq(uploadedFiles.id, match[1]), eq(uploadedFiles.extension, match[2])));
      if (row === undefined) {
        const body: Failure = { status: 'fail', reason: 'No such file.' };
        return reply.code(404).send(body);
      }
      return (
        reply
          .header('content-type', row.contentType)
          .header('cache-control', LONG_CACHE)
          .header('x-content-type-options', 'nosniff')
          // A file opened as a page (the seed's SVG portraits, say) can never run on our origin.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(row.content)
      );
    },
  );
}
