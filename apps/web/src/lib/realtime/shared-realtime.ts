import { createRealtimeDispatcher, type RealtimeDispatcher } from './realtime-dispatcher';
import { getSocket } from './socket';

let shared: RealtimeDispatcher | null = null;

/** The dispatcher over the tab's one socket; created (and the socket opened) on first use. */
export function sharedRealtime(): RealtimeDispatcher {
  shared ??= createRealtimeDispatcher(getSocket());
  return shared;
}
