import {
  APPLICATION_FILE_PATH,
  applicationFileGetInputSchema,
  myApplicationCall,
  submitApplicationCall,
  uploadApplicationFileCall,
} from '@lumus/contract/onboarding/onboarding-calls';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { requireCallUser } from '../../lib/http/call-user';
import { describeIssues } from '../../lib/http/describe-issues';
import { registerCall } from '../../lib/http/register-call';
import { readApplicationFile, storeApplicationFile } from './application-files';
import { findOwnApplication, submitApplication } from './psychic-applications';

export type OnboardingDeps = Readonly<{ db: Database; clock: () => Date }>;

/** The applicant's side of "Become a psychic". */
export function registerApplicationRoutes(app: FastifyInstance, deps: OnboardingDeps): void {
  const { db } = deps;

  registerCall(app, myApplicationCall, async (_input, { user }) => ({
    application: await findOwnApplication(db, user.id),
  }));

  registerCall(app, submitApplicationCall, async (fields, { user }) =>
    submitApplication(db, user, fields, deps.clock()),
  );

  registerCall(app, uploadApplicationFileCall, async (upload, { user }) =>
    storeApplicationFile(db, user.id, upload),
  );

  // The answer is the file itself; documented (so the fuzz and cross-user tests walk it) but
  // validated here, with the same readable 400 as every call.
  app.get(
    APPLICATION_FILE_PATH,
    {
      schema: { querystring: applicationFileGetInputSchema },
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      preHandler: async (request) => app.authGuard(request),
    },
    async (request, reply) => {
      const parsed = applicationFileGetInputSchema.safeParse(request.query);
      if (!parsed.success) throw new CallFailure(400, describeIssues(parsed.error.issues));
      const file = await readApplicationFile(db, requireCallUser(request), parsed.data.fileId);
      return (
        reply
          .header('content-type', file.contentType)
          // Private: never kept by a shared cache, and never run as a page on our origin.
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.content)
      );
    },
  );
}
