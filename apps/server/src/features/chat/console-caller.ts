import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallUser } from '../../lib/http/call-user';
import { consoleAccountOf, ConsultantSuspendedFailure } from './console-suspension';

export const REASON_NOT_CONSULTANT = 'Only a psychic account can use the console.';

/** The caller's psychic, suspended or not: read on every call, whatever the token's age. */
export async function consoleAccount(db: Database, user: CallUser) {
  const account = user.role === 'user' ? undefined : await consoleAccountOf(db, user.id);
  if (account === undefined) throw new CallFailure(403, REASON_NOT_CONSULTANT);
  return account;
}

/** The caller's psychic; a suspended one is refused (console-suspension.ts). */
export async function consoleConsultantId(db: Database, user: CallUser): Promise<number> {
  const account = await consoleAccount(db, user);
  if (account.suspended) throw new ConsultantSuspendedFailure();
  return account.id;
}
