import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CallUser } from './call-user';
import { type FileRoute, registerFileRoute } from './register-file-route';

export type PrivateFile = Readonly<{ contentType: string; content: Buffer }>;

/**
 * A signed-in user's GET answering a private file (an applicant's ID document, a support image)
 * to show inline; `read` decides who may have it (see `registerFileRoute`).
 */
export function registerPrivateFile<Input extends z.ZodObject>(
  app: FastifyInstance,
  route: FileRoute<Input>,
  read: (input: z.output<Input>, user: CallUser) => Promise<PrivateFile>,
): void {
  registerFileRoute(app, route, async (input, user) => {
    const file = await read(input, user);
    return {
      content: file.content,
      headers: {
        'content-type': file.contentType,
        // Private: never kept by a shared cache, and never run as a page on our origin.
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    };
  });
}
