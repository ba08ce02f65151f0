import { staticValueCall } from '@lumus/contract/static-value';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { staticValues } from './static-values-tables';
import { registerCall } from '../../lib/http/register-call';

export function registerStaticValueRoutes(app: FastifyInstance, deps: { db: Database }): void {
  registerCall(app, staticValueCall, async ({ id }) => {
    const [row] = await deps.db
      .select({ value: staticValues.value, mode: staticValues.mode })
      .from(staticValues)
      .where(eq(staticValues.id, id));
    if (row === undefined) throw new CallFailure(404, `No static value with id ${id}.`);
    return { status: 'success', value: row.value, mode: row.mode };
  });
}
