import { iceConfigCall } from '@lumus/contract/voice-call/call-calls';
import { api } from '../../../lib/api/api';
import type { CallMedia, Microphone, PeerEvents, PeerLink } from './call-media';

interface BrowserMicrophone extends Microphone {
  readonly stream: MediaStream;
}

function isBrowserMicrophone(microphone: Microphone): microphone is BrowserMicrophone {
  return 'stream' in microphone;
}

async function openMicrophone(): Promise<BrowserMicrophone> {
  // Echo cancellation, noise suppression and gain control are on by default: a call needs them.
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  return {
    stream,
    setEnabled: (enabled) => {
      for (const track of stream.getAudioTracks()) track.enabled = enabled;
    },
    stop: () => {
      for (const track of stream.getTracks()) track.stop();
    },
  };
}

function createPeer(
  config: RTCConfiguration,
  microphone: Microphone,
  events: PeerEvents,
): PeerLink {
  const pc = new RTCPeerConnection(config);
  if (isBrowserMicrophone(microphone)) {
    for (const track of microphone.stream.getAudioTracks()) pc.addTrack(track, microphone.stream);
  }
  pc.addEventListener('icecandidate', (event) => {
    events.candidate(event.candidate === null ? null : event.candidate.toJSON());
  });
  pc.addEventListener('connectionstatechange', () => {
    events.state(pc.connectionState);
  });
  pc.addEventListener('track', (event) => {
    events.remoteStream(event.streams[0] ?? new MediaStream([event.track]));
  });
  return {
    get connectionState() {
      return pc.connectionState;
    },
    get signalingState() {
      return pc.signalingState;
    },
    get hasRemoteDescription() {
      return pc.remoteDescription !== null;
    },
    get localDescription() {
      return pc.localDescription;
    },
    createOffer: () => pc.createOffer(),
    createAnswer: () => pc.createAnswer(),
    setLocalDescription: (description) => pc.setLocalDescription(description),
    setRemoteDescription: (description) => pc.setRemoteDescription(description),
    addIceCandidate: (candidate) => pc.addIceCandidate(candidate),
    setConfiguration: (next) => {
      pc.setConfiguration(next);
    },
    restartIce: () => {
      pc.restartIce();
    },
    close: () => {
      pc.close();
    },
  };
}

/** The real browser: `getUserMedia`, `RTCPeerConnection` (Opus audio by default) and our server. */
export const browserMedia: CallMedia = {
  openMicrophone,
  createPeer,
  fetchIceConfig: (chatId) => api.call(iceConfigCall, { chatId }),
};
