import { z } from 'zod';

export const APPLICATION_FILE_KINDS = ['id_document', 'photo'] as const;
export type ApplicationFileKind = (typeof APPLICATION_FILE_KINDS)[number];

/** What each kind may be, by its content (the name's extension must agree). */
export const APPLICATION_FILE_TYPES: Readonly<Record<ApplicationFileKind, readonly string[]>> = {
  id_document: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
  photo: ['image/png', 'image/jpeg', 'image/webp'],
};

export const APPLICATION_FILE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'pdf'] as const;

/** Below the multipart parser's own 5 MB cut-off, so a too-big file gets this readable 400. */
export const MAX_APPLICATION_FILE_BYTES = 4 * 1024 * 1024;

export const applicationFileUploadInputSchema = z.object({
  file: z.instanceof(Uint8Array, { error: 'must be a file' }),
  kind: z.enum(APPLICATION_FILE_KINDS, {
    error: `must be one of ${APPLICATION_FILE_KINDS.join(', ')}`,
  }),
  extension: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .transform((ext) => ext.replace(/^\./, ''))
    .pipe(
      z.enum(APPLICATION_FILE_EXTENSIONS, {
        error: `must be one of ${APPLICATION_FILE_EXTENSIONS.join(', ')}`,
      }),
    ),
});
export type ApplicationFileUploadInput = z.input<typeof applicationFileUploadInputSchema>;
