import {
  APPLICATION_FILE_PATH,
  applicationFileGetInputSchema,
  myApplicationCall,
  submitApplicationCall,
  uploadApplicationFileCall,
} from '@lumus/contract/onboarding/onboarding-calls';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { registerCall } from '../../lib/http/register-call';
import { registerPrivateFile } from '../../lib/http/register-private-file';
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

  registerPrivateFile(
    app,
    {
      path: APPLICATION_FILE_PATH,
      summary: 'Become a psychic: an application file, for its applicant and staff only',
      input: applicationFileGetInputSchema,
    },
    async ({ fileId }, user) => readApplicationFile(db, user, fileId),
  );
}
