import type { Failure } from '@lumus/contract/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CallFailure } from './call-failure';
import { databaseInputError } from './database-error';
import { describeIssues } from './describe-issues';

export const GENERIC_FAILURE_REASON = 'Something went wrong.';

/** Fastify's own client errors carry a 4xx `statusCode` and a message meant for the caller. */
function clientErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || !('statusCode' in error)) return undefined;
  const { statusCode } = error as FastifyError;
  return statusCode !== undefined && statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
}

/**
 * Every error leaves as the envelope: our own failures keep their reason, Fastify's client errors
 * (bad JSON, body too large, unsupported media type) keep their 4xx message, a value the database
 * refused (database-error.ts) is a 400 or 409 with a plain reason, and everything else is
 * logged and answered with a generic 500 so no internals or stack reach the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: unknown, request, reply) => {
    let status = 500;
    let reason = GENERIC_FAILURE_REASON;
    const fromDatabase = databaseInputError(error);
    if (error instanceof CallFailure) {
      status = error.statusCode;
      reason = error.message;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      reason = describeIssues(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter((part) => part !== ''),
          message: issue.message ?? 'is invalid',
        })),
      );
    } else if (fromDatabase !== undefined) {
      status = fromDatabase.status;
      reason = fromDatabase.reason;
      // A field schema let the value through: worth fixing there, so it is logged, not hidden.
      request.log.warn({ err: error, sqlState: fromDatabase.sqlState }, 'database refused a value');
    } else {
      const clientStatus = clientErrorStatus(error);
      if (clientStatus !== undefined && error instanceof Error) {
        status = clientStatus;
        reason = error.message;
      }
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: Failure = { status: 'fail', reason };
    return reply.code(status).send(body);
  });
}
