import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { smsOutbox } from './sms-tables';
import { devOutboxCall } from '@lumus/contract/auth/auth-calls';
import { registerCall } from '../../lib/http/register-call';

const OUTBOX_LIMIT = 50;

/**
 * Development only (never registered in production): the messages the `log` provider "sent",
 * newest first. `mobile` matches the full number's digits, or the number without its 1-4 digit
 * dial code, so `9876543210` and `919876543210` both find `+91 9876543210`.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: { db: Database }): void {
  registerCall(app, devOutboxCall, async ({ mobile }) => {
    const matches =
      mobile === undefined
        ? undefined
        : or(
            eq(smsOutbox.toDigits, mobile),
            and(
              like(smsOutbox.toDigits, `%${mobile}`),
              sql`length(${smsOutbox.toDigits}) - ${mobile.length} between 1 and 4`,
            ),
          );
    const rows = await deps.db
      .select()
      .from(smsOutbox)
      .where(matches)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(OUTBOX_LIMIT);
    return {
      messages: rows.map((row) => ({
        to: row.to,
        text: row.text,
        code: row.code,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
}
