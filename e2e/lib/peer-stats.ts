import type { BrowserContext, Page } from 'playwright-core';

/*
 * Page-side code is kept as source text: tsx and Vitest may wrap named functions and classes in
 * helpers (esbuild's keepNames) that do not exist inside the page.
 */

/**
 * Runs before the app's scripts: `RTCPeerConnection` becomes a subclass (same name, `instanceof`
 * intact) that keeps every instance in `window.__lumusPeers`, so a test can read the stats of the
 * app's own connections.
 */
const PEER_TRACKER_SOURCE = `(() => {
  const Native = window.RTCPeerConnection;
  if (Native === undefined || window.__lumusPeers !== undefined) return;
  const peers = [];
  const log = [];
  const Tracked = class RTCPeerConnection extends Native {
    constructor(...args) {
      super(...args);
      const index = peers.length;
      peers.push(this);
      const note = (what) => {
        log.push(new Date().toISOString().slice(11, 23) + ' peer ' + index + ' ' + what);
      };
      note('created');
      this.addEventListener('connectionstatechange', () => note('connection ' + this.connectionState));
      this.addEventListener('iceconnectionstatechange', () => note('ice ' + this.iceConnectionState));
      this.addEventListener('signalingstatechange', () => note('signaling ' + this.signalingState));
    }
  };
  window.RTCPeerConnection = Tracked;
  window.webkitRTCPeerConnection = Tracked;
  window.__lumusPeers = peers;
  window.__lumusPeerLog = log;
})();`;

export async function trackPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: PEER_TRACKER_SOURCE });
}

/**
 * Prints what each page's peer connections went through (state changes, with UTC times), so a
 * failed call test says which side lost its link and when, beside its screenshots.
 */
export async function printPeerLogs(contexts: readonly BrowserContext[]): Promise<void> {
  for (const page of contexts.flatMap((context) => context.pages())) {
    const log = await page
      .evaluate('window.__lumusPeerLog || []')
      .catch((error: unknown) => [`(could not read: ${String(error)})`]);
    const lines = Array.isArray(log) ? log.map(String) : [];
    console.error(`e2e: peer connections of ${page.url()}:\n  ${lines.join('\n  ') || '(none)'}`);
  }
}

/** The audio of one peer connection as its `getStats()` reports it. */
export interface AudioFlow {
  readonly connectionState: RTCPeerConnectionState;
  readonly iceConnectionState: RTCIceConnectionState;
  readonly inboundBytes: number;
  readonly inboundPackets: number;
  /** Grows only while the page plays the remote stream (an <audio> element) and it is not silent. */
  readonly inboundEnergy: number;
  readonly inboundAudioLevel: number;
  readonly outboundBytes: number;
  readonly outboundPackets: number;
  /** Of the selected candidate pair: 'host', 'srflx', 'prflx' or 'relay'; null before one. */
  readonly localCandidateType: string | null;
  readonly remoteCandidateType: string | null;
}

/** An expression that resolves to the AudioFlow of the newest open tracked peer (or null). */
const READ_FLOW_SOURCE = `(async () => {
  const peers = (window.__lumusPeers || []).filter((pc) => pc.connectionState !== 'closed');
  const pc = peers[peers.length - 1];
  if (pc === undefined) return null;
  const report = await pc.getStats();
  const flow = {
    connectionState: pc.connectionState,
    iceConnectionState: pc.iceConnectionState,
    inboundBytes: 0, inboundPackets: 0, inboundEnergy: 0, inboundAudioLevel: 0,
    outboundBytes: 0, outboundPackets: 0,
    localCandidateType: null, remoteCandidateType: null,
  };
  let pairId;
  report.forEach((s) => {
    if (s.type === 'inbound-rtp' && s.kind === 'audio') {
      flow.inboundBytes += s.bytesReceived || 0;
      flow.inboundPackets += s.packetsReceived || 0;
      flow.inboundEnergy += s.totalAudioEnergy || 0;
      flow.inboundAudioLevel = Math.max(flow.inboundAudioLevel, s.audioLevel || 0);
    } else if (s.type === 'outbound-rtp' && s.kind === 'audio') {
      flow.outboundBytes += s.bytesSent || 0;
      flow.outboundPackets += s.packetsSent || 0;
    } else if (s.type === 'transport' && s.selectedCandidatePairId) {
      pairId = s.selectedCandidatePairId;
    }
  });
  if (pairId === undefined) {
    report.forEach((s) => {
      if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded') pairId = s.id;
    });
  }
  const pair = pairId === undefined ? undefined : report.get(pairId);
  if (pair !== undefined) {
    const local = report.get(pair.localCandidateId);
    const remote = report.get(pair.remoteCandidateId);
    flow.localCandidateType = (local && local.candidateType) || null;
    flow.remoteCandidateType = (remote && remote.candidateType) || null;
  }
  return flow;
})()`;

/** The audio flow of the page's newest open peer connection; null while it has none. */
export async function readAudioFlow(page: Page): Promise<AudioFlow | null> {
  return page.evaluate<AudioFlow | null>(READ_FLOW_SOURCE);
}

/** How many peer connections the page has made so far (closed ones included). */
export async function peerCount(page: Page): Promise<number> {
  return page.evaluate<number>('(window.__lumusPeers || []).length');
}

export interface FlowGoal {
  /** Inbound packets each side must have received (Opus: 50 per second). */
  readonly minPackets?: number;
  /** Also require inbound audio energy above zero: proof that the page plays the far side. */
  readonly energy?: boolean;
}

/** True when the flow shows audio arriving (and, when asked, played) on this side. */
export function flowReached(flow: AudioFlow | null, goal: FlowGoal = {}): boolean {
  if (flow === null) return false;
  const packets = goal.minPackets ?? 25;
  return (
    flow.connectionState === 'connected' &&
    flow.inboundPackets >= packets &&
    flow.inboundBytes > 0 &&
    flow.outboundPackets > 0 &&
    (goal.energy === false || flow.inboundEnergy > 0)
  );
}

const POLL_MS = 100;

/**
 * Polls every page until audio flows into each of them (so both ways for two pages); resolves to
 * their last flows, or rejects with them after `timeoutMs`.
 */
export async function waitForAudioBothWays(
  pages: readonly Page[],
  goal: FlowGoal & { readonly timeoutMs?: number } = {},
): Promise<AudioFlow[]> {
  const deadline = Date.now() + (goal.timeoutMs ?? 20_000);
  let flows: (AudioFlow | null)[];
  for (;;) {
    flows = await Promise.all(pages.map((page) => readAudioFlow(page)));
    if (flows.every((flow) => flowReached(flow, goal))) return flows as AudioFlow[];
    if (Date.now() > deadline) {
      throw new Error(`audio did not flow both ways in time: ${JSON.stringify(flows)}`);
    }
    await new Promise((resolveLater) => setTimeout(resolveLater, POLL_MS));
  }
}

/** Inbound audio energy and packets the page gains over `ms` (for mute and drop checks). */
export async function inboundGrowth(
  page: Page,
  ms: number,
): Promise<{ energy: number; packets: number; bytes: number }> {
  const before = await readAudioFlow(page);
  await new Promise((resolveLater) => setTimeout(resolveLater, ms));
  const after = await readAudioFlow(page);
  if (before === null || after === null) return { energy: 0, packets: 0, bytes: 0 };
  return {
    energy: after.inboundEnergy - before.inboundEnergy,
    packets: after.inboundPackets - before.inboundPackets,
    bytes: after.inboundBytes - before.inboundBytes,
  };
}

/**
 * Starts a watch in the page: `window.__lumusFirstAudioAt` becomes the wall-clock time (ms) at
 * which any tracked peer (from the `fromPeer`-th on, so earlier calls' peers do not count) first
 * reported inbound audio packets. Checked every 10 ms, for a minute.
 */
export async function startFirstAudioWatch(page: Page, fromPeer = 0): Promise<void> {
  await page.evaluate(`(() => {
    window.__lumusFirstAudioAt = null;
    const started = Date.now();
    const check = async () => {
      for (const pc of (window.__lumusPeers || []).slice(${fromPeer})) {
        if (pc.connectionState === 'closed') continue;
        const report = await pc.getStats();
        let packets = 0;
        report.forEach((s) => {
          if (s.type === 'inbound-rtp' && s.kind === 'audio') packets += s.packetsReceived || 0;
        });
        if (packets > 0) {
          window.__lumusFirstAudioAt = Date.now();
          return;
        }
      }
      if (Date.now() - started < 60000) setTimeout(check, 10);
    };
    void check();
  })()`);
}

/** When the watch saw the first inbound audio (ms since the epoch), or null. */
export async function firstAudioAt(page: Page): Promise<number | null> {
  return page.evaluate<number | null>('window.__lumusFirstAudioAt ?? null');
}

/**
 * Polls until audio is arriving now, not just earlier, on every page: each gains inbound packets
 * and energy over half a second (a connection that carried audio before a drop keeps its totals).
 */
export async function waitForAudioGrowing(
  pages: readonly Page[],
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const growth = await Promise.all(pages.map((page) => inboundGrowth(page, 500)));
    if (growth.every((gain) => gain.packets >= 10 && gain.energy > 0)) return;
    if (Date.now() > deadline) {
      throw new Error(`audio is not arriving on every page: ${JSON.stringify(growth)}`);
    }
  }
}
