import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../lib/db/database';
import { openTestDatabase } from '../../test/test-database';
import { users } from '../users/users-tables';
import { grantAdmin, REASON_ADMIN_NAME_NEEDED } from './grant-admin';

describe('grantAdmin (npm run admin:create)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const rowOf = async (id: number) => {
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    return row;
  };

  it('creates the named account when needed and grants the role once', async () => {
    const first = await grantAdmin(database.db, {
      countryCode: '91',
      mobile: '9844400001',
      name: '  Asha Rao ',
    });
    expect(first).toMatchObject({ created: true, wasAdmin: false, name: 'Asha Rao' });
    const second = await grantAdmin(database.db, { countryCode: '91', mobile: '9844400001' });
    expect(second).toEqual({
      userId: first.userId,
      created: false,
      wasAdmin: true,
      name: 'Asha Rao',
      role: 'admin',
    });
    // The name is what spares the operator the customer's "What should we call you?".
    await expect(rowOf(first.userId)).resolves.toMatchObject({
      role: 'admin',
      countryCode: '91',
      mobile: '9844400001',
      name: 'Asha Rao',
    });
  });

  it('renames an existing account when a name is given', async () => {
    const first = await grantAdmin(database.db, {
      countryCode: '91',
      mobile: '9844400002',
      name: 'Old Name',
    });
    await grantAdmin(database.db, { countryCode: '91', mobile: '9844400002', name: 'New Name' });
    await expect(rowOf(first.userId)).resolves.toMatchObject({ name: 'New Name' });
  });

  it('refuses, changing nothing, an account that would stay without a name', async () => {
    await expect(
      grantAdmin(database.db, { countryCode: '91', mobile: '9844400003' }),
    ).rejects.toThrow(REASON_ADMIN_NAME_NEEDED);
    await expect(
      grantAdmin(database.db, { countryCode: '91', mobile: '9844400003', name: '   ' }),
    ).rejects.toThrow(REASON_ADMIN_NAME_NEEDED);
    const rows = await database.db.select().from(users).where(eq(users.mobile, '9844400003'));
    expect(rows).toEqual([]);
    await expect(
      grantAdmin(database.db, { countryCode: '91', mobile: '9844400003', name: 'x'.repeat(61) }),
    ).rejects.toThrow('at most 60 characters');
  });

  it('refuses a number the sign-in would refuse', async () => {
    await expect(
      grantAdmin(database.db, { countryCode: '91', mobile: '12345', name: 'A' }),
    ).rejects.toThrow('Mobile Number should be exact 10 digits.');
    await expect(
      grantAdmin(database.db, { countryCode: '+1', mobile: '5551234', name: 'A' }),
    ).rejects.toThrow('digits only');
  });
});
