import type { IceConfig } from '@lumus/contract/voice-call/call-calls';
import type { CallMedia, Microphone, PeerEvents, PeerLink } from './call-media';

/**
 * A browser for the call's unit tests: a microphone that records mute and stop, and peer
 * connections that record what the call did to them and let the test play the network (state
 * changes, local candidates). Each offer's SDP carries the connection's own `o=` session id, as a
 * real one does.
 */
export class FakeMicrophone implements Microphone {
  enabled = true;
  stopped = false;
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }
  stop(): void {
    this.stopped = true;
  }
}

let sessions = 1000;

export class FakePeer implements PeerLink {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  readonly added: RTCIceCandidateInit[] = [];
  readonly session = String((sessions += 1));
  offers = 0;
  restarts = 0;
  closed = false;
  configuration: RTCConfiguration;

  constructor(
    config: RTCConfiguration,
    readonly events: PeerEvents,
  ) {
    this.configuration = config;
  }

  get hasRemoteDescription(): boolean {
    return this.remoteDescription !== null;
  }

  createOffer(): Promise<RTCSessionDescriptionInit> {
    this.offers += 1;
    return Promise.resolve({
      type: 'offer',
      sdp: `v=0\no=- ${this.session} ${this.offers} IN IP4 127.0.0.1\ns=offer ${this.offers}\n`,
    });
  }

  createAnswer(): Promise<RTCSessionDescriptionInit> {
    return Promise.resolve({ type: 'answer', sdp: `v=0\no=- ${this.session} 1 IN IP4 0\n` });
  }

  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
    return Promise.resolve();
  }

  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
    return Promise.resolve();
  }

  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    this.added.push(candidate);
    return Promise.resolve();
  }

  setConfiguration(config: RTCConfiguration): void {
    this.configuration = config;
  }

  restartIce(): void {
    this.restarts += 1;
  }

  close(): void {
    this.closed = true;
    this.connectionState = 'closed';
    this.signalingState = 'closed';
  }

  /** The network moved the connection to `state`. */
  goes(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.events.state(state);
  }
}

export interface FakeCallMedia extends CallMedia {
  readonly microphone: FakeMicrophone;
  readonly peers: FakePeer[];
  iceFetches: number;
}

export function fakeCallMedia(
  options: { microphoneError?: Error; ice?: IceConfig } = {},
): FakeCallMedia {
  const microphone = new FakeMicrophone();
  const peers: FakePeer[] = [];
  const ice: IceConfig = options.ice ?? {
    iceServers: [{ urls: ['stun:stun.example.test:3478'] }],
    iceTransportPolicy: 'all',
    expiresAt: null,
  };
  const media: FakeCallMedia = {
    microphone,
    peers,
    iceFetches: 0,
    openMicrophone: () =>
      options.microphoneError === undefined
        ? Promise.resolve(microphone)
        : Promise.reject(options.microphoneError),
    createPeer: (config, _microphone, events) => {
      const peer = new FakePeer(config, events);
      peers.push(peer);
      return peer;
    },
    fetchIceConfig: () => {
      media.iceFetches += 1;
      return Promise.resolve(ice);
    },
  };
  return media;
}
