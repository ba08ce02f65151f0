/**
 * A problem that stops the server from starting and that the operator can fix (bad data dir,
 * unreachable database, port taken). `server.ts` prints only its one-line message, no stack.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
