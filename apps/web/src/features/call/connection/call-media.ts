import type { IceConfig } from '@lumus/contract/voice-call/call-calls';

/**
 * The browser's WebRTC and microphone behind small seams, so the call's logic
 * (`call-connection.ts`) runs in unit tests against fakes. `browser-media.ts` is the real one.
 */

/** The local microphone: its one audio track, muted by disabling it. */
export interface Microphone {
  setEnabled: (enabled: boolean) => void;
  stop: () => void;
}

/** What a peer connection tells its owner. */
export interface PeerEvents {
  /** A local ICE candidate to send; null at the end of gathering. */
  candidate: (candidate: RTCIceCandidateInit | null) => void;
  /** `RTCPeerConnection.connectionState` changed. */
  state: (state: RTCPeerConnectionState) => void;
  /** The other side's audio arrived: play it. */
  remoteStream: (stream: MediaStream) => void;
}

/** The part of `RTCPeerConnection` the call uses, with the microphone's track already added. */
export interface PeerLink {
  readonly connectionState: RTCPeerConnectionState;
  readonly signalingState: RTCSignalingState;
  readonly hasRemoteDescription: boolean;
  readonly localDescription: RTCSessionDescriptionInit | null;
  createOffer: () => Promise<RTCSessionDescriptionInit>;
  createAnswer: () => Promise<RTCSessionDescriptionInit>;
  setLocalDescription: (description: RTCSessionDescriptionInit) => Promise<void>;
  setRemoteDescription: (description: RTCSessionDescriptionInit) => Promise<void>;
  addIceCandidate: (candidate: RTCIceCandidateInit) => Promise<void>;
  /** New ICE servers (fresh TURN credentials) before an ICE restart. */
  setConfiguration: (config: RTCConfiguration) => void;
  restartIce: () => void;
  close: () => void;
}

export interface CallMedia {
  /** `getUserMedia({ audio: true })`; rejects with the browser's error (NotAllowedError…). */
  openMicrophone: () => Promise<Microphone>;
  /** A new peer connection with the microphone's track added. */
  createPeer: (config: RTCConfiguration, microphone: Microphone, events: PeerEvents) => PeerLink;
  /** The ICE servers for this call (`iceConfigCall`), asked again before each ICE restart. */
  fetchIceConfig: (chatId: number) => Promise<IceConfig>;
}

export function rtcConfiguration(ice: IceConfig): RTCConfiguration {
  return {
    iceServers: ice.iceServers.map((server) => ({
      urls: server.urls,
      ...(server.username === undefined ? {} : { username: server.username }),
      ...(server.credential === undefined ? {} : { credential: server.credential }),
    })),
    iceTransportPolicy: ice.iceTransportPolicy,
  };
}

/**
 * The `o=` line's session id: RFC 3264 keeps it for the life of one peer connection, so an offer
 * with a new one comes from a new connection (the other page reloaded) and needs a fresh one here.
 */
export function sdpSessionId(sdp: string): string | null {
  const match = /^o=\S+ (\S+) /m.exec(sdp);
  return match?.[1] ?? null;
}
