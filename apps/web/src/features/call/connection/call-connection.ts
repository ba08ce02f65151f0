import type { CallSignal, CallSignalEvent } from '@lumus/contract/voice-call/call-signals';
import { rtcConfiguration, sdpSessionId, type Microphone, type PeerLink } from './call-media';

import {
  DISCONNECTED_GRACE_MS,
  INITIAL_CALL_SNAPSHOT,
  RESTART_RETRY_MS,
  SIGNAL_TIMEOUT_MS,
  mediaUp,
  type CallConnectionOptions,
  type CallSnapshot,
} from './call-link-state';

/**
 * One side of a voice call's audio link (decision 035, contract voice-call/call-signals.ts): the
 * user's page offers, the console answers. Signals are handled one after another, in the order the
 * socket delivered them, so a candidate never overtakes the description it belongs to. Candidates
 * that come before a remote description wait for it. Each change of the link's connection state is
 * reported to the server (`call:media`), which bills only while both sides say connected, and said
 * again after the socket reconnects, when the user also offers again (a lost offer or answer is
 * not waited for) and the console says `ready`.
 */
export class CallConnection {
  private snapshot: CallSnapshot = INITIAL_CALL_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribe: (() => void)[] = [];
  private chain: Promise<void> = Promise.resolve();
  private microphone: Microphone | null = null;
  private config: RTCConfiguration | null = null;
  private pc: PeerLink | null = null;
  /** The `o=` session of the offer the console's current connection answered. */
  private remoteSession: string | null = null;
  /** The last offer the console answered: the same one again gets the same answer again. */
  private lastOffer: string | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private reported: boolean | null = null;
  private everConnected = false;
  private restartTimer: unknown = null;
  private disposed = false;
  private held = false;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: CallConnectionOptions) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer =
      options.clearTimer ??
      ((timer) => {
        clearTimeout(timer as ReturnType<typeof setTimeout>);
      });
  }

  get current(): CallSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Opens the microphone, fetches the ICE servers and starts negotiating. */
  start(): void {
    const { realtime, chatId } = this.options;
    this.unsubscribe.push(
      realtime.on('call:signal', (event: CallSignalEvent) => {
        if (event.chatId !== chatId || event.from === this.options.role) return;
        this.enqueue(() => this.handle(event.signal));
      }),
      realtime.onConnect(() => {
        this.enqueue(() => this.resync());
      }),
    );
    realtime.open();
    this.enqueue(() => this.setup());
  }

  setMuted(muted: boolean): void {
    this.update({ muted });
    this.applyMicrophone();
  }

  /**
   * Holds the microphone off whatever the mute button says: while the free minutes wait for the
   * user's consent to go on at the rate, nothing is said for free (issue 17).
   */
  setHeld(held: boolean): void {
    this.held = held;
    this.applyMicrophone();
  }

  private applyMicrophone(): void {
    this.microphone?.setEnabled(!this.snapshot.muted && !this.held);
  }

  /** Ends this side: the microphone off, the connection closed, no more signals handled. */
  dispose(): void {
    if (this.disposed) return;
    const wasUp = this.reported === true;
    this.disposed = true;
    for (const stop of this.unsubscribe.splice(0)) stop();
    this.cancelRestart();
    this.pc?.close();
    this.pc = null;
    this.microphone?.stop();
    this.microphone = null;
    // `close()` fires no state change: say it here, so the server pauses the clock at once.
    if (wasUp) this.sendMedia(false, true);
    this.update({ state: 'failed', remoteStream: null });
  }

  private update(patch: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  private enqueue(step: () => Promise<void>): void {
    this.chain = this.chain
      .then(() => (this.disposed ? undefined : step()))
      .catch(() => {
        // One failed step (a malformed description, a closed connection) must not stop the rest.
      });
  }

  private async setup(): Promise<void> {
    try {
      this.microphone = await this.options.media.openMicrophone();
    } catch (error) {
      this.update({
        state: 'failed',
        failure: 'microphone',
        failureName: error instanceof Error ? error.name : null,
      });
      this.dispose();
      return;
    }
    if (this.disposed) {
      this.microphone.stop();
      return;
    }
    this.applyMicrophone();
    try {
      await this.refreshConfig();
    } catch {
      // Without the server's ICE servers, host candidates still connect on a LAN; the config is
      // asked again before each ICE restart.
      this.config = { iceServers: [] };
    }
    this.update({ state: 'connecting' });
    if (this.options.role === 'user') await this.offerOnFreshPeer();
    else this.send({ type: 'ready' });
  }

  private async refreshConfig(): Promise<void> {
    this.config = rtcConfiguration(await this.options.media.fetchIceConfig(this.options.chatId));
  }

  private freshPeer(): PeerLink {
    const { media } = this.options;
    this.closePeer();
    if (this.microphone === null || this.config === null) throw new Error('Call not set up.');
    const pc: PeerLink = media.createPeer(this.config, this.microphone, {
      candidate: (candidate) => {
        if (candidate === null || this.pc !== pc) return;
        this.send({
          type: 'candidate',
          candidate: { ...candidate, candidate: candidate.candidate ?? '' },
        });
      },
      state: (state) => {
        if (this.pc === pc) this.onState(state);
      },
      remoteStream: (stream) => {
        if (this.pc === pc) this.update({ remoteStream: stream });
      },
    });
    this.pc = pc;
    this.pendingCandidates = [];
    return pc;
  }

  private closePeer(): void {
    if (this.pc === null) return;
    this.pc.close();
    this.pc = null;
    this.remoteSession = null;
    this.lastOffer = null;
    this.cancelRestart();
    this.report(false);
  }

  private async offerOnFreshPeer(): Promise<void> {
    const pc = this.freshPeer();
    await this.sendOffer(pc);
  }

  private async sendOffer(pc: PeerLink): Promise<void> {
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    if (offer.sdp !== undefined) this.send(descriptionSignal('offer', offer.sdp));
  }

  private async handle(signal: CallSignal): Promise<void> {
    if (this.microphone === null) return;
    switch (signal.type) {
      case 'ready':
        if (this.options.role === 'user') await this.onReady();
        return;
      case 'description':
        if (signal.description.type === 'offer' && this.options.role === 'consultant') {
          await this.answer(signal.description.sdp);
        } else if (signal.description.type === 'answer' && this.options.role === 'user') {
          await this.applyAnswer(signal.description.sdp);
        }
        return;
      case 'candidate':
        await this.addCandidate(signal.candidate);
        return;
    }
  }

  /** The console (re)joined: it has a new connection, so the user's old one cannot be resumed. */
  private async onReady(): Promise<void> {
    if (!this.resendOffer()) await this.offerOnFreshPeer();
  }

  /**
   * An offer still unanswered is sent again, never replaced by a new one: answers carry nothing
   * that says which offer they answer, so a second offer in flight could take the first's answer.
   */
  private resendOffer(): boolean {
    const offer = this.pc?.signalingState === 'have-local-offer' ? this.pc.localDescription : null;
    if (offer?.sdp === undefined) return false;
    this.send(descriptionSignal('offer', offer.sdp));
    return true;
  }

  private async answer(sdp: string): Promise<void> {
    const answered = this.pc?.localDescription;
    if (sdp === this.lastOffer && answered?.type === 'answer' && answered.sdp !== undefined) {
      // The user's page sent its offer again (it reconnected or we said `ready` meanwhile).
      this.send(descriptionSignal('answer', answered.sdp));
      return;
    }
    const session = sdpSessionId(sdp);
    let pc = this.pc;
    // A new session (the user's page reloaded) gets a new connection; an ICE restart of the same
    // session is answered on the current one.
    if (pc === null || pc.connectionState === 'closed' || session !== this.remoteSession) {
      pc = this.freshPeer();
    }
    this.remoteSession = session;
    this.lastOffer = sdp;
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await this.flushCandidates(pc);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    if (answer.sdp !== undefined) this.send(descriptionSignal('answer', answer.sdp));
  }

  private async applyAnswer(sdp: string): Promise<void> {
    const pc = this.pc;
    // An answer to an offer this page no longer waits for (a repeated or replaced one) is stale.
    if (pc?.signalingState !== 'have-local-offer') return;
    await pc.setRemoteDescription({ type: 'answer', sdp });
    await this.flushCandidates(pc);
  }

  private async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    const pc = this.pc;
    if (pc === null || !pc.hasRemoteDescription) {
      this.pendingCandidates.push(candidate);
      return;
    }
    await pc.addIceCandidate(candidate).catch(() => {
      // A candidate of an older connection of the other side: nothing to pair it with.
    });
  }

  private async flushCandidates(pc: PeerLink): Promise<void> {
    const waiting = this.pendingCandidates.splice(0);
    for (const candidate of waiting) {
      await pc.addIceCandidate(candidate).catch(() => undefined);
    }
  }

  private onState(state: RTCPeerConnectionState): void {
    const up = mediaUp(state);
    if (up !== null) this.report(up);
    if (state === 'connected') {
      this.everConnected = true;
      this.cancelRestart();
      this.update({ state: 'connected' });
      return;
    }
    if (up === false) this.update({ state: this.everConnected ? 'reconnecting' : 'connecting' });
    if (this.options.role !== 'user') return;
    if (state === 'failed') {
      this.cancelRestart();
      this.enqueue(() => this.restartIce());
    } else if (state === 'disconnected') {
      this.scheduleRestart(DISCONNECTED_GRACE_MS);
    }
  }

  private scheduleRestart(ms: number): void {
    this.cancelRestart();
    this.restartTimer = this.setTimer(() => {
      this.restartTimer = null;
      const state = this.pc?.connectionState;
      if (state === 'disconnected' || state === 'failed') this.enqueue(() => this.restartIce());
    }, ms);
  }

  private cancelRestart(): void {
    if (this.restartTimer === null) return;
    this.clearTimer(this.restartTimer);
    this.restartTimer = null;
  }

  /** The user's side: fresh TURN credentials, then an ICE-restart offer on the same connection. */
  private async restartIce(): Promise<void> {
    const pc = this.pc;
    if (pc === null) return;
    if (this.resendOffer()) {
      this.scheduleRestart(RESTART_RETRY_MS);
      return;
    }
    try {
      await this.refreshConfig();
      if (this.config !== null) pc.setConfiguration(this.config);
    } catch {
      // The old servers may still do; the restart goes ahead with them.
    }
    if (this.pc !== pc) return;
    pc.restartIce();
    await this.sendOffer(pc);
    this.scheduleRestart(RESTART_RETRY_MS);
  }

  /** After the socket reconnected: the server hears our media state again, and we renegotiate. */
  private async resync(): Promise<void> {
    if (this.reported !== null) this.sendMedia(this.reported, true);
    if (this.microphone === null || this.snapshot.state === 'connected') return;
    if (this.options.role === 'consultant') this.send({ type: 'ready' });
    else if (this.pc === null) await this.offerOnFreshPeer();
    else if (!this.resendOffer()) await this.restartIce();
  }

  private report(up: boolean): void {
    if (this.reported === up) return;
    this.reported = up;
    this.sendMedia(up, false);
  }

  private sendMedia(connected: boolean, force: boolean): void {
    const { realtime, chatId, onOrder } = this.options;
    if (!force && !realtime.connected) return;
    realtime
      .ask('call:media', { chatId, connected }, SIGNAL_TIMEOUT_MS)
      .then((answer) => {
        if (!this.disposed) onOrder?.(answer.order);
      })
      .catch(() => {
        // Said again after the next reconnect (`resync`).
      });
  }

  private send(signal: CallSignal): void {
    const { realtime, chatId } = this.options;
    realtime.ask('call:signal', { chatId, signal }, SIGNAL_TIMEOUT_MS).catch(() => {
      // A signal lost with the connection is replaced after the reconnect (`resync`).
    });
  }
}

function descriptionSignal(type: 'offer' | 'answer', sdp: string): CallSignal {
  return { type: 'description', description: { type, sdp } };
}
