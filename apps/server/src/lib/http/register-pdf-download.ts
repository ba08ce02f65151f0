import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CallUser } from './call-user';
import { type FileRoute, registerFileRoute } from './register-file-route';

export type PdfDownload = Readonly<{ fileName: string; pdf: Buffer }>;

/** A signed-in user's GET answering a PDF to save (see `registerFileRoute`). */
export function registerPdfDownload<Input extends z.ZodObject>(
  app: FastifyInstance,
  route: FileRoute<Input>,
  handler: (input: z.output<Input>, user: CallUser) => Promise<PdfDownload>,
): void {
  registerFileRoute(app, route, async (input, user) => {
    const { fileName, pdf } = await handler(input, user);
    return {
      content: pdf,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'cache-control': 'private, no-store',
      },
    };
  });
}
