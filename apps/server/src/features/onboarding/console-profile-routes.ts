import {
  consolePriceChangeCall,
  consoleProfileGetCall,
  consoleProfileUpdateCall,
} from '@lumus/contract/onboarding/console-profile';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/http/register-call';
import type { OnboardingDeps } from './application-routes';
import { ownConsultantId, readConsoleProfile, updateConsoleProfile } from './console-profile';
import { requestPriceChange } from './price-changes';

/** An approved psychic's own profile in the console. */
export function registerConsoleProfileRoutes(app: FastifyInstance, deps: OnboardingDeps): void {
  const { db } = deps;

  registerCall(app, consoleProfileGetCall, async (_input, { user }) =>
    readConsoleProfile(db, await ownConsultantId(db, user.id)),
  );

  registerCall(app, consoleProfileUpdateCall, async (fields, { user }) => {
    const consultantId = await ownConsultantId(db, user.id);
    await updateConsoleProfile(db, consultantId, fields);
    return readConsoleProfile(db, consultantId);
  });

  registerCall(app, consolePriceChangeCall, async (ask, { user }) => {
    const consultantId = await ownConsultantId(db, user.id);
    await requestPriceChange(db, consultantId, ask, deps.clock());
    return readConsoleProfile(db, consultantId);
  });
}
