import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import type { RealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';
import type { CallMedia } from './call-media';

export type CallRole = 'user' | 'consultant';

/**
 * Where this side's audio link stands: getting the microphone and ICE servers (`starting`),
 * negotiating (`connecting`), audio flowing (`connected`), lost after having flowed
 * (`reconnecting`), or given up for good (`failed`: no microphone, or the call was torn down).
 */
export type CallLinkState = 'starting' | 'connecting' | 'connected' | 'reconnecting' | 'failed';
export type CallFailure = 'microphone' | 'setup';

export interface CallSnapshot {
  state: CallLinkState;
  failure: CallFailure | null;
  /** The name of the browser's error when the microphone failed (NotAllowedError…). */
  failureName: string | null;
  muted: boolean;
  remoteStream: MediaStream | null;
}

export interface CallConnectionOptions {
  chatId: number;
  role: CallRole;
  realtime: RealtimeDispatcher;
  media: CallMedia;
  /** The order as the server answers a media report. */
  onOrder?: (order: ChatOrder) => void;
  /** Timers behind a seam for tests (fake timers work too). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** How long the signalling and media reports wait for the server's acknowledgement. */
export const SIGNAL_TIMEOUT_MS = 10_000;
/** A `disconnected` link often comes back by itself; restart ICE only after this long. */
export const DISCONNECTED_GRACE_MS = 3_000;
/** While the link stays down after an ICE restart, try again this often. */
export const RESTART_RETRY_MS = 5_000;

export const INITIAL_CALL_SNAPSHOT: CallSnapshot = {
  state: 'starting',
  failure: null,
  failureName: null,
  muted: false,
  remoteStream: null,
};

export function mediaUp(state: RTCPeerConnectionState): boolean | null {
  if (state === 'connected') return true;
  if (state === 'disconnected' || state === 'failed' || state === 'closed') return false;
  return null;
}
