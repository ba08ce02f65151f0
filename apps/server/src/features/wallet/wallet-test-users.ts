import type { Database } from '../../lib/db/database';
import { users } from '../users/users-tables';

/** A real user row for ledger tests (wallet rows reference users). */
export async function insertTestUser(db: Database, name = 'Ledger Tester'): Promise<number> {
  const [user] = await db.insert(users).values({ name }).returning({ id: users.id });
  if (user === undefined) throw new Error('user insert returned nothing');
  return user.id;
}
