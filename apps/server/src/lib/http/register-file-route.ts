import { REASON_ADMINS_ONLY } from '@lumus/contract/admin/admin-paths';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CallFailure } from './call-failure';
import { type CallUser, requireCallUser } from './call-user';
import { describeIssues } from './describe-issues';

/** A file as a route answers it: its bytes and the headers that say what it is and who keeps it. */
export type FileAnswer = Readonly<{ content: Buffer; headers: Readonly<Record<string, string>> }>;

export type FileRoute<Input extends z.ZodObject> = Readonly<{
  path: string;
  summary: string;
  input: Input;
  /** `admin` for an admin console file (any user's document); signed-in users otherwise. */
  auth?: 'user' | 'admin';
}>;

// The query schema only documents the fields (as for contract calls); the handler parses them.
const documentationOnly = () => (data: unknown) => ({ value: data });

/**
 * A signed-in user's GET answering a file rather than JSON. Not a contract call, but documented in
 * the OpenAPI document like one, so the fuzz test and the cross-user coverage check walk it. Bad
 * fields are a 400 with the same reason wording as a call; failures keep the envelope.
 */
export function registerFileRoute<Input extends z.ZodObject>(
  app: FastifyInstance,
  route: FileRoute<Input>,
  handler: (input: z.output<Input>, user: CallUser) => Promise<FileAnswer>,
): void {
  app.get(
    route.path,
    {
      schema: { summary: route.summary, querystring: route.input },
      validatorCompiler: documentationOnly,
      preHandler: async (request) => {
        await app.authGuard(request);
        // As for admin calls, the role is read on every request, so taking it away works at once.
        if (route.auth === 'admin' && requireCallUser(request).role !== 'admin') {
          throw new CallFailure(403, REASON_ADMINS_ONLY);
        }
      },
    },
    async (request, reply) => {
      const parsed = await route.input.safeParseAsync(request.query);
      if (!parsed.success) throw new CallFailure(400, describeIssues(parsed.error.issues));
      const { content, headers } = await handler(parsed.data, requireCallUser(request));
      return reply.headers(headers).send(content);
    },
  );
}
