import { z } from 'zod';
import { defineCall } from '../call';

/** Where stored uploads are served: `<prefix>/<id>.<extension>`. */
export const UPLOADED_MEDIA_PREFIX = '/api/media/uploads';

export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export const uploadFilesInputSchema = z.object({
  file: z.instanceof(Uint8Array, { error: 'must be a file' }),
  extension: z
    .string()
    .trim()
    .toLowerCase()
    .transform((ext) => ext.replace(/^\./, ''))
    .pipe(z.enum(UPLOAD_EXTENSIONS, { error: `must be one of ${UPLOAD_EXTENSIONS.join(', ')}` })),
});

export type UploadFilesResponse = z.infer<typeof uploadFilesCall.response>;

/**
 * Spec §7 "File upload: POST to the horoscope user upload-files path, form data fields file and
 * extension". Signed-in callers only; images only (checked by content, not just the name).
 */
export const uploadFilesCall = defineCall({
  path: '/api/horoscope/user/upload-files',
  methods: 'POST',
  summary: 'Uploads an image (PNG, JPEG, GIF, WebP; at most 2 MB) and returns its URL',
  input: uploadFilesInputSchema,
  output: z.object({ url: z.string(), size: z.number().int(), contentType: z.string() }),
  auth: 'user',
  encoding: 'multipart',
});
