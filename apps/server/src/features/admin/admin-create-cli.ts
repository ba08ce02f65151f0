import { parseArgs } from 'node:util';
import { readConfig } from '../../config';
import { openDatabase } from '../../lib/db/open-database';
import { grantAdmin } from './grant-admin';

/**
 * `npm run admin:create -- --mobile 9876543210 --name Asha [--country-code 91]`: makes that number's
 * account an admin named so (creating it if needed) in the configured database (DATA_DIR or
 * DATABASE_URL). The name may be left out for an account that has one. The embedded database
 * belongs to one process, so with PGlite run it while the server is stopped.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      mobile: { type: 'string' },
      name: { type: 'string' },
      'country-code': { type: 'string', default: '91' },
    },
  });
  const mobile = values.mobile?.replace(/[\s-]/g, '');
  const countryCode = values['country-code'].replace(/^\+/, '');
  if (mobile === undefined || mobile === '') {
    throw new Error(
      'Usage: npm run admin:create -- --mobile <number> --name <name> [--country-code 91]',
    );
  }
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const result = await grantAdmin(database.db, { countryCode, mobile, name: values.name });
    const what = result.wasAdmin ? 'is already an admin' : 'is now an admin';
    const account = result.created ? 'new account' : 'account';
    console.log(`+${countryCode} ${mobile} (${account} ${result.userId}, ${result.name}) ${what}.`);
    console.log('Sign in with a phone code at /admin.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
