import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CallFailure } from './call-failure';
import { type CallUser, requireCallUser } from './call-user';
import { describeIssues } from './describe-issues';

export type PdfDownload = Readonly<{ fileName: string; pdf: Buffer }>;

type PdfRoute<Input extends z.ZodObject> = Readonly<{
  path: string;
  summary: string;
  input: Input;
}>;

// The query schema only documents the fields (as for contract calls); the handler parses them.
const documentationOnly = () => (data: unknown) => ({ value: data });

/**
 * A signed-in user's GET answering a PDF file. Not a contract call (the answer is not JSON), but
 * documented in the OpenAPI document like one, so the fuzz test and the cross-user coverage check
 * walk it. Bad fields are a 400 with the same reason wording as a call; failures keep the envelope.
 */
export function registerPdfDownload<Input extends z.ZodObject>(
  app: FastifyInstance,
  route: PdfRoute<Input>,
  handler: (input: z.output<Input>, user: CallUser) => Promise<PdfDownload>,
): void {
  app.get(
    route.path,
    {
      schema: { summary: route.summary, querystring: route.input },
      validatorCompiler: documentationOnly,
      preHandler: async (request) => app.authGuard(request),
    },
    async (request, reply) => {
      const parsed = await route.input.safeParseAsync(request.query);
      if (!parsed.success) throw new CallFailure(400, describeIssues(parsed.error.issues));
      const { fileName, pdf } = await handler(parsed.data, requireCallUser(request));
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
