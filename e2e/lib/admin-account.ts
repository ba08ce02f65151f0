import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from './paths';

/** The run's admin: made by the real `admin:create` script before the server starts. */
export const E2E_ADMIN_MOBILE = '9812300000';
const E2E_ADMIN_NAME = 'Riya Operator';

const ADMIN_CREATE_ENTRY = 'apps/server/src/features/admin/admin-create-cli.ts';

/**
 * Runs `npm run admin:create`'s script against the database the server will use (the embedded
 * one belongs to one process, so this happens before the server opens it).
 */
export async function createE2eAdmin(env: Record<string, string>): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', ADMIN_CREATE_ENTRY, '--mobile', E2E_ADMIN_MOBILE, '--name', E2E_ADMIN_NAME],
    { cwd: REPO_ROOT, env, timeout: 90_000 },
  );
}
