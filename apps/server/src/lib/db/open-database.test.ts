import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

// The start-up failures a database can cause, each one readable line (server.ts prints the
// message of a StartupError as it is); the process around them is tested in server.test.ts.
const root = mkdtempSync(join(tmpdir(), 'lumus-open-database-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function startupErrorOf(opening: Promise<unknown>): Promise<string> {
  const error: unknown = await opening.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(StartupError);
  return error instanceof Error ? error.message : '';
}

describe('opening the database', () => {
  it('refuses an unwritable DATA_DIR', async () => {
    const file = join(root, 'not-a-directory');
    writeFileSync(file, '');
    const message = await startupErrorOf(openPglite(join(file, 'data')));
    expect(message).toContain('DATA_DIR is not a writable directory');
  });

  it('refuses an unreachable DATABASE_URL without repeating its password', async () => {
    const message = await startupErrorOf(openPostgres('postgres://lumus:s3cret@127.0.0.1:1/lumus'));
    expect(message).toContain('Could not connect to DATABASE_URL (127.0.0.1:1/lumus)');
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });
});
