import { inject } from 'vitest';
import { workerNumber } from './config';
import type {} from './provided-context';

/**
 * The base URL of the server that belongs to this worker. A worker runs one file at a time, so two
 * files running at once never share a server or its data.
 */
export function runBaseUrl(): string {
  const urls = inject('baseUrls');
  const url = urls[(workerNumber() - 1) % urls.length];
  if (url === undefined) throw new Error('the e2e global setup started no server');
  return url;
}
