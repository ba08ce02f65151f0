import { compatibility } from '@lumus/astro/compatibility';
import { AstroInputError } from '@lumus/astro/errors';
import { compatibilityReportCall } from '@lumus/contract/compatibility';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';

const DAY_MS = 86_400_000;

/**
 * The latest date of birth we accept: tomorrow in UTC, because it is already tomorrow in zones
 * east of UTC (up to +14:00) and someone born there today must not be told they are unborn.
 */
function latestBirthDate(now: Date): string {
  return new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

export function registerCompatibilityRoutes(
  app: FastifyInstance,
  deps: { clock: () => Date },
): void {
  registerCall(app, compatibilityReportCall, ({ dateOfBirth, partnerDateOfBirth }) => {
    const latest = latestBirthDate(deps.clock());
    const future = [
      ['dateOfBirth', dateOfBirth],
      ['partnerDateOfBirth', partnerDateOfBirth],
    ].filter(([, date]) => (date ?? '') > latest);
    if (future.length > 0) {
      throw new CallFailure(400, future.map(([field]) => `${field} is in the future`).join('; '));
    }
    try {
      const report = compatibility(dateOfBirth, partnerDateOfBirth);
      return Promise.resolve({
        overall: report.overall,
        love: report.love,
        sex: report.sex,
        family: report.family,
        friendship: report.friendship,
        signs: { you: report.signs.a, partner: report.signs.b },
        reasons: report.reasons,
      });
    } catch (error) {
      // The contract already rejects what the engine would; this keeps any gap a readable 400.
      if (error instanceof AstroInputError) throw new CallFailure(400, error.message);
      throw error;
    }
  });
}
