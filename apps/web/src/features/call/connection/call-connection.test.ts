import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../lib/realtime/fake-socket';
import { createRealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';
import { chatOrderFixture } from '../../chat/chat-order-fixture';
import { CallConnection } from './call-connection';
import { DISCONNECTED_GRACE_MS, RESTART_RETRY_MS, type CallRole } from './call-link-state';
import { fakeCallMedia, type FakeCallMedia, type FakePeer } from './fake-call-media-fixture';

const CHAT_ID = 41;
const ORDER = chatOrderFixture({ id: CHAT_ID, kind: 'call', status: 'active' });

interface Setup {
  socket: FakeSocket;
  media: FakeCallMedia;
  connection: CallConnection;
}

function start(role: CallRole, media = fakeCallMedia()): Setup {
  const socket = new FakeSocket();
  socket.up();
  const realtime = createRealtimeDispatcher(socket, () => undefined);
  const connection = new CallConnection({ chatId: CHAT_ID, role, realtime, media });
  connection.start();
  return { socket, media, connection };
}

/** Lets the connection's queued steps (promises) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

type Signal = { type: string; description?: { type: string; sdp: string }; candidate?: unknown };

/** The signals this side sent, oldest first (each one acknowledged so nothing hangs). */
function signals(socket: FakeSocket): Signal[] {
  return socket.pending('call:signal').map((asked) => (asked.payload as { signal: Signal }).signal);
}

function mediaReports(socket: FakeSocket): boolean[] {
  return socket
    .pending('call:media')
    .map((asked) => (asked.payload as { connected: boolean }).connected);
}

function fromOther(socket: FakeSocket, from: CallRole, signal: Signal): void {
  socket.push('call:signal', { chatId: CHAT_ID, from, signal });
}

function lastPeer(media: FakeCallMedia): FakePeer {
  const peer = media.peers.at(-1);
  if (peer === undefined) throw new Error('no peer connection');
  return peer;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the user side of a call', () => {
  it('opens the microphone, fetches the ICE servers and sends an offer', async () => {
    const { socket, media } = start('user');
    await settle();
    expect(media.iceFetches).toBe(1);
    expect(media.peers).toHaveLength(1);
    expect(lastPeer(media).configuration).toEqual({
      iceServers: [{ urls: ['stun:stun.example.test:3478'] }],
      iceTransportPolicy: 'all',
    });
    const [offer] = signals(socket);
    expect(offer?.type).toBe('description');
    expect(offer?.description?.type).toBe('offer');
    expect(offer?.description?.sdp).toContain(`o=- ${lastPeer(media).session} `);
  });

  it('applies the answer, then the candidates that waited for it', async () => {
    const { socket, media } = start('user');
    await settle();
    const peer = lastPeer(media);
    // A candidate overtaking the answer waits until the remote description is set.
    fromOther(socket, 'consultant', { type: 'candidate', candidate: { candidate: 'early' } });
    await settle();
    expect(peer.added).toEqual([]);
    fromOther(socket, 'consultant', {
      type: 'description',
      description: { type: 'answer', sdp: 'v=0\no=- 9 1 IN IP4 0\n' },
    });
    fromOther(socket, 'consultant', { type: 'candidate', candidate: { candidate: 'late' } });
    await settle();
    expect(peer.remoteDescription?.type).toBe('answer');
    expect(peer.added.map((c) => c.candidate)).toEqual(['early', 'late']);
  });

  it('ignores its own signals and those of other calls', async () => {
    const { socket, media } = start('user');
    await settle();
    fromOther(socket, 'user', { type: 'ready' });
    socket.push('call:signal', { chatId: 99, from: 'consultant', signal: { type: 'ready' } });
    await settle();
    expect(media.peers).toHaveLength(1);
    expect(signals(socket)).toHaveLength(1);
  });

  it('reports connected and lost media on every change of the connection state', async () => {
    const { socket, media } = start('user');
    await settle();
    const peer = lastPeer(media);
    peer.goes('connecting');
    peer.goes('connected');
    peer.goes('disconnected');
    peer.goes('connected');
    expect(mediaReports(socket)).toEqual([true, false, true]);
    socket.answer('call:media', { ok: true, order: ORDER });
  });

  it('restarts ICE with fresh servers when the connection fails', async () => {
    const { socket, media, connection } = start('user');
    await settle();
    const peer = lastPeer(media);
    fromOther(socket, 'consultant', {
      type: 'description',
      description: { type: 'answer', sdp: 'v=0\no=- 9 1 IN IP4 0\n' },
    });
    await settle();
    peer.goes('connected');
    peer.goes('failed');
    await settle();
    expect(connection.current.state).toBe('reconnecting');
    expect(media.iceFetches).toBe(2);
    expect(peer.restarts).toBe(1);
    expect(media.peers).toHaveLength(1);
    const offers = signals(socket).filter((s) => s.description?.type === 'offer');
    expect(offers).toHaveLength(2);
    expect(offers[1]?.description?.sdp).toContain(`o=- ${peer.session} 2 `);
  });

  it('restarts ICE after 3 s disconnected, not before, and not when it came back', async () => {
    const { socket, media } = start('user');
    await settle();
    const peer = lastPeer(media);
    fromOther(socket, 'consultant', {
      type: 'description',
      description: { type: 'answer', sdp: 'v=0\no=- 9 1 IN IP4 0\n' },
    });
    await settle();
    peer.goes('connected');
    peer.goes('disconnected');
    vi.advanceTimersByTime(DISCONNECTED_GRACE_MS - 1);
    await settle();
    expect(peer.restarts).toBe(0);
    peer.goes('connected');
    vi.advanceTimersByTime(RESTART_RETRY_MS);
    await settle();
    expect(peer.restarts).toBe(0);

    peer.goes('disconnected');
    vi.advanceTimersByTime(DISCONNECTED_GRACE_MS);
    await settle();
    expect(peer.restarts).toBe(1);
  });

  it("makes a fresh connection and offer when the console (re)joins with 'ready'", async () => {
    const { socket, media } = start('user');
    await settle();
    const first = lastPeer(media);
    fromOther(socket, 'consultant', {
      type: 'description',
      description: { type: 'answer', sdp: 'v=0\no=- 9 1 IN IP4 0\n' },
    });
    await settle();
    first.goes('connected');
    fromOther(socket, 'consultant', { type: 'ready' });
    await settle();
    expect(first.closed).toBe(true);
    expect(media.peers).toHaveLength(2);
    const offers = signals(socket).filter((s) => s.description?.type === 'offer');
    expect(offers[1]?.description?.sdp).toContain(`o=- ${lastPeer(media).session} `);
    // The closed connection's audio is down: the server hears it at once.
    expect(mediaReports(socket)).toEqual([true, false]);
  });

  it("sends an unanswered offer again on 'ready' instead of racing it with a new one", async () => {
    const { socket, media } = start('user');
    await settle();
    fromOther(socket, 'consultant', { type: 'ready' });
    await settle();
    expect(media.peers).toHaveLength(1);
    const offers = signals(socket).map((s) => s.description?.sdp);
    expect(offers).toHaveLength(2);
    expect(offers[1]).toBe(offers[0]);
  });

  it('reports its media state again after the socket reconnects', async () => {
    const { socket, media } = start('user');
    await settle();
    const peer = lastPeer(media);
    fromOther(socket, 'consultant', {
      type: 'description',
      description: { type: 'answer', sdp: 'v=0\no=- 9 1 IN IP4 0\n' },
    });
    await settle();
    peer.goes('connected');
    socket.down();
    socket.up();
    await settle();
    expect(mediaReports(socket)).toEqual([true]);
    expect(media.peers).toHaveLength(1);
  });

  it('tears down on dispose: microphone stopped, connection closed, media reported down', async () => {
    const { socket, media, connection } = start('user');
    await settle();
    const peer = lastPeer(media);
    peer.goes('connected');
    connection.dispose();
    expect(peer.closed).toBe(true);
    expect(media.microphone.stopped).toBe(true);
    expect(mediaReports(socket)).toEqual([true, false]);
    fromOther(socket, 'consultant', { type: 'ready' });
    await settle();
    expect(media.peers).toHaveLength(1);
  });

  it('mutes by disabling the microphone track', async () => {
    const { media, connection } = start('user');
    await settle();
    connection.setMuted(true);
    expect(media.microphone.enabled).toBe(false);
    expect(connection.current.muted).toBe(true);
    connection.setMuted(false);
    expect(media.microphone.enabled).toBe(true);
  });

  it('holds the microphone off while the free minutes wait for consent, whatever mute says', async () => {
    const { media, connection } = start('user');
    await settle();
    connection.setHeld(true);
    expect(media.microphone.enabled).toBe(false);
    connection.setMuted(false);
    expect(media.microphone.enabled).toBe(false);
    connection.setHeld(false);
    expect(media.microphone.enabled).toBe(true);
    connection.setMuted(true);
    connection.setHeld(false);
    expect(media.microphone.enabled).toBe(false);
  });

  it('fails with the browser error when the microphone is refused, and offers nothing', async () => {
    const denied = new Error('Permission denied');
    denied.name = 'NotAllowedError';
    const { socket, media, connection } = start('user', fakeCallMedia({ microphoneError: denied }));
    await settle();
    expect(connection.current).toMatchObject({
      state: 'failed',
      failure: 'microphone',
      failureName: 'NotAllowedError',
    });
    expect(media.peers).toHaveLength(0);
    expect(signals(socket)).toEqual([]);
  });
});

describe('the console side of a call', () => {
  const offer = (session: string, version = 1): Signal => ({
    type: 'description',
    description: { type: 'offer', sdp: `v=0\no=- ${session} ${version} IN IP4 0\n` },
  });

  it("says 'ready' once set up, answers the user's offer and drops older candidates", async () => {
    const { socket, media } = start('consultant');
    await settle();
    expect(signals(socket)).toEqual([{ type: 'ready' }]);
    expect(media.peers).toHaveLength(0);
    // A candidate before an offer belongs to an older connection of the user's page.
    fromOther(socket, 'user', { type: 'candidate', candidate: { candidate: 'stale' } });
    fromOther(socket, 'user', offer('500'));
    fromOther(socket, 'user', { type: 'candidate', candidate: { candidate: 'after' } });
    await settle();
    const peer = lastPeer(media);
    expect(peer.remoteDescription?.type).toBe('offer');
    expect(peer.added.map((c) => c.candidate)).toEqual(['after']);
    expect(signals(socket)[1]?.description?.type).toBe('answer');
  });

  it('answers an ICE restart on the same connection and a reloaded page on a fresh one', async () => {
    const { socket, media } = start('consultant');
    await settle();
    fromOther(socket, 'user', offer('500', 1));
    await settle();
    const first = lastPeer(media);
    fromOther(socket, 'user', offer('500', 2));
    await settle();
    expect(media.peers).toHaveLength(1);
    expect(first.remoteDescription?.sdp).toContain('500 2');

    fromOther(socket, 'user', offer('777'));
    await settle();
    expect(first.closed).toBe(true);
    expect(media.peers).toHaveLength(2);
    const answers = signals(socket).filter((s) => s.description?.type === 'answer');
    expect(answers).toHaveLength(3);
  });

  it('answers the same offer twice with the same answer', async () => {
    const { socket, media } = start('consultant');
    await settle();
    fromOther(socket, 'user', offer('500'));
    fromOther(socket, 'user', offer('500'));
    await settle();
    expect(media.peers).toHaveLength(1);
    const answers = signals(socket).filter((s) => s.description?.type === 'answer');
    expect(answers).toHaveLength(2);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('does not restart ICE itself, and asks for a new offer after its socket reconnects', async () => {
    const { socket, media } = start('consultant');
    await settle();
    fromOther(socket, 'user', offer('500'));
    await settle();
    const peer = lastPeer(media);
    peer.goes('connected');
    peer.goes('failed');
    vi.advanceTimersByTime(RESTART_RETRY_MS * 3);
    await settle();
    expect(peer.restarts).toBe(0);
    expect(mediaReports(socket)).toEqual([true, false]);
    socket.down();
    socket.up();
    await settle();
    expect(signals(socket).at(-1)).toEqual({ type: 'ready' });
    expect(mediaReports(socket)).toEqual([false]);
  });
});
