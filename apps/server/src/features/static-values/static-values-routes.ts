import {
  STATIC_VALUE_PATH,
  staticValueInputSchema,
  staticValueResponseSchema,
} from '@lumus/contract/static-value';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { defineCall } from '../../lib/http/define-call';
import { staticValues } from './static-values-tables';

export function registerStaticValueRoutes(app: FastifyInstance, deps: { db: Database }): void {
  defineCall(app, {
    // GET is what the spec's client sends; POST lets form and JSON clients send the id in a body.
    method: ['GET', 'POST'],
    url: STATIC_VALUE_PATH,
    summary: 'A server-controlled value, e.g. the login mode (id 507)',
    input: staticValueInputSchema,
    output: staticValueResponseSchema,
  }).handle(async ({ id }) => {
    const [row] = await deps.db
      .select({ value: staticValues.value, mode: staticValues.mode })
      .from(staticValues)
      .where(eq(staticValues.id, id));
    if (row === undefined) throw new CallFailure(404, `No static value with id ${id}.`);
    return { status: 'success', value: row.value, mode: row.mode };
  });
}
