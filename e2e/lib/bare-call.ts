import type { Browser, BrowserContext, Page } from 'playwright-core';
import { firstAudioAt, startFirstAudioWatch, trackPeerConnections } from './peer-stats';

/*
 * Two bare RTCPeerConnections in two contexts of one fake-microphone browser, signalled directly
 * by the test (no app, no server): the floor the app's call set-up is measured against, and the
 * proof that fake media, the stats reader and a TURN relay work on this machine.
 */

/** Any loopback origin is a secure context; the page is answered by the route, not a server. */
const BARE_ORIGIN = 'http://127.0.0.1:9';
const BARE_PAGE = `<!doctype html><title>bare call</title><audio id="remote" autoplay></audio>`;

const SETUP_SOURCE = `async (config) => {
  const pc = new RTCPeerConnection(config);
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  for (const track of stream.getAudioTracks()) pc.addTrack(track, stream);
  const audio = document.getElementById('remote');
  pc.ontrack = (event) => {
    audio.srcObject = event.streams[0];
    void audio.play();
  };
  window.__bare = pc;
}`;

/** Resolves the local description once ICE gathering is complete (no trickle needed). */
const DESCRIBE_SOURCE = `async (remote) => {
  const pc = window.__bare;
  if (remote !== null) await pc.setRemoteDescription(remote);
  const local = remote === null ? await pc.createOffer() : await pc.createAnswer();
  await pc.setLocalDescription(local);
  if (pc.iceGatheringState !== 'complete') {
    await new Promise((resolve) => {
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') resolve();
      });
      setTimeout(resolve, 5000);
    });
  }
  return { type: pc.localDescription.type, sdp: pc.localDescription.sdp };
}`;

export interface BareCall {
  readonly caller: Page;
  readonly callee: Page;
  /** Milliseconds from applying the answer to the first inbound audio on the later side. */
  readonly setupMs: number;
  readonly close: () => Promise<void>;
}

async function barePage(context: BrowserContext): Promise<Page> {
  await trackPeerConnections(context);
  await context.route(`${BARE_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: BARE_PAGE }),
  );
  const page = await context.newPage();
  await page.goto(`${BARE_ORIGIN}/bare-call`);
  return page;
}

/** Connects two bare peers with `config` and waits until audio arrives on both sides. */
export async function bareCall(browser: Browser, config: RTCConfiguration): Promise<BareCall> {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const close = async () => {
    await Promise.all(contexts.map((context) => context.close()));
  };
  try {
    const [caller, callee] = await Promise.all(contexts.map((context) => barePage(context)));
    if (caller === undefined || callee === undefined) throw new Error('no pages');
    for (const page of [caller, callee]) {
      await page.evaluate(`(${SETUP_SOURCE})(${JSON.stringify(config)})`);
    }
    const offer = await caller.evaluate<RTCSessionDescriptionInit>(`(${DESCRIBE_SOURCE})(null)`);
    const answer = await callee.evaluate<RTCSessionDescriptionInit>(
      `(${DESCRIBE_SOURCE})(${JSON.stringify(offer)})`,
    );
    await Promise.all([startFirstAudioWatch(caller), startFirstAudioWatch(callee)]);
    const answeredAt = Date.now();
    await caller.evaluate(`window.__bare.setRemoteDescription(${JSON.stringify(answer)})`);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const seen = await Promise.all([firstAudioAt(caller), firstAudioAt(callee)]);
      if (seen[0] !== null && seen[1] !== null) {
        return { caller, callee, setupMs: Math.max(seen[0], seen[1]) - answeredAt, close };
      }
      if (Date.now() > deadline) throw new Error('bare call: no audio both ways within 20 s');
      await new Promise((resolveLater) => setTimeout(resolveLater, 20));
    }
  } catch (error) {
    await close();
    throw error;
  }
}
