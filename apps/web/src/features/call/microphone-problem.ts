import type { CallSnapshot } from './connection/call-link-state';

/** Which microphone message fits the browser's error, or null while the microphone is fine. */
export function microphoneProblem(
  snapshot: Pick<CallSnapshot, 'failure' | 'failureName'>,
): 'denied' | 'missing' | 'failed' | null {
  if (snapshot.failure !== 'microphone') return null;
  switch (snapshot.failureName) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    default:
      return 'failed';
  }
}
