import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGLITE_TEMPLATE_DIR } from '../../build-outputs';
import { readConfig, REPO_ROOT } from '../../config';
import { openDatabase } from '../../lib/db/open-database';
import { grantAdmin } from './grant-admin';

/**
 * `npm run admin:create -- --mobile 9876543210 --name Asha [--country-code 91] [--role support]`:
 * makes that number's account an admin (or, with `--role support`, a support agent who works the
 * support inbox only) named so (creating it if needed) in the configured database (DATA_DIR or
 * DATABASE_URL). The name may be left out for an account that has one. The embedded database
 * belongs to one process, so with PGlite run it while the server is stopped.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      mobile: { type: 'string' },
      name: { type: 'string' },
      'country-code': { type: 'string', default: '91' },
      role: { type: 'string', default: 'admin' },
    },
  });
  const role = values.role;
  if (role !== 'admin' && role !== 'support') {
    throw new Error('--role must be admin or support.');
  }
  const mobile = values.mobile?.replace(/[\s-]/g, '');
  const countryCode = values['country-code'].replace(/^\+/, '');
  if (mobile === undefined || mobile === '') {
    throw new Error(
      'Usage: npm run admin:create -- --mobile <number> --name <name> [--country-code 91] [--role admin|support]',
    );
  }
  const config = readConfig();
  // An empty DATA_DIR is made from the template `npm run build` wrote, as `npm start` does, rather
  // than by PGlite's initdb (10-20 s here); without a build, or for another PGlite, initdb as before.
  const database = await openDatabase({
    ...config,
    pgliteTemplate: join(REPO_ROOT, 'apps/server/dist', PGLITE_TEMPLATE_DIR),
  });
  try {
    await database.migrate();
    const result = await grantAdmin(database.db, { countryCode, mobile, name: values.name }, role);
    const title = result.role === 'admin' ? 'an admin' : 'a support agent';
    const what = result.wasAdmin ? `is already ${title}` : `is now ${title}`;
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
