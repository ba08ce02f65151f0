import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../lib/db/database';
import { openTestDatabase } from '../../test/test-database';
import { users } from '../users/users-tables';
import { grantAdmin } from './grant-admin';

describe('grantAdmin (npm run admin:create)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates the account when needed and grants the role once', async () => {
    const first = await grantAdmin(database.db, { countryCode: '91', mobile: '9844400001' });
    expect(first).toMatchObject({ created: true, wasAdmin: false });
    const second = await grantAdmin(database.db, { countryCode: '91', mobile: '9844400001' });
    expect(second).toEqual({ userId: first.userId, created: false, wasAdmin: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, first.userId));
    expect(row).toMatchObject({ role: 'admin', countryCode: '91', mobile: '9844400001' });
  });

  it('refuses a number the sign-in would refuse', async () => {
    await expect(grantAdmin(database.db, { countryCode: '91', mobile: '12345' })).rejects.toThrow(
      'Mobile Number should be exact 10 digits.',
    );
    await expect(grantAdmin(database.db, { countryCode: '+1', mobile: '5551234' })).rejects.toThrow(
      'digits only',
    );
  });
});
