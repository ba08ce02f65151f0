/**
 * `npm run bench -w @lumus/e2e` (after Lighthouse; alone: `npm run bench:calls -w @lumus/e2e`):
 * how long a voice call takes to set up, from the psychic's Accept in the console to audio
 * arriving on both sides (the first inbound audio packet on each, the later of the two), over N
 * calls (CALL_BENCH_CALLS, default 10) on a freshly started real server with the built app, in one
 * fake-microphone Chromium. The user's page clicks Join as soon as it is offered, so a person's
 * reaction time is not in the figure (the part after the Join click is printed too). Beside it, the baseline of the same run: two bare
 * RTCPeerConnections in two contexts signalled directly by the script, from applying the answer to
 * audio both ways. Needs `apps/web/dist` (`npm run build`) and Chromium; without Chromium it says
 * so in one line and succeeds.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callIntakePagePath } from '@lumus/contract/push/push-pages';
import { waitForAppAfterLoads } from '../lib/app-ready';
import { bareCall } from '../lib/bare-call';
import { newAppContext } from '../lib/browser-context';
import { launchCallBrowser } from '../lib/call-browser';
import { isExecutable } from '../lib/chromium';
import { e2eConfig } from '../lib/config';
import { startOwnServer } from '../lib/own-server';
import {
  firstAudioAt,
  peerCount,
  startFirstAudioWatch,
  trackPeerConnections,
} from '../lib/peer-stats';
import { WEB_INDEX_HTML } from '../lib/paths';
import { writePulsedToneWav } from '../lib/tone-wav';
import { uniqueMobile } from '../tests/auth-helpers';
import { callPsychic } from '../tests/call-helpers';
import {
  endCallAsUser,
  incomingCall,
  submitCallIntake,
  waitForCallWaiting,
} from '../tests/call-page-helpers';
import { signInByApi, topUp, type ApiSession } from '../tests/chat-helpers';

const CALLS = Number(process.env['CALL_BENCH_CALLS'] ?? '10');
const PSYCHIC_MOBILE = '9876500001';
const AUDIO_TIMEOUT_MS = 30_000;

/** Nearest-rank percentile (with 10 samples, p95 is the slowest). */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

function summary(label: string, samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  return `  ${label.padEnd(52)} median ${String(Math.round(median)).padStart(5)} ms, p95 ${String(
    Math.round(percentile(sorted, 95)),
  ).padStart(5)} ms (N=${String(sorted.length)})`;
}

async function openTrackedPage(
  browser: Browser,
  baseUrl: string,
  viewport: 'phone' | 'desktop',
  storage: Record<string, string>,
): Promise<Page> {
  const context = await newAppContext(browser, baseUrl, { viewport, localStorage: storage });
  await trackPeerConnections(context);
  const page = await context.newPage();
  waitForAppAfterLoads(page);
  return page;
}

async function bothHeard(pages: readonly Page[]): Promise<number> {
  const deadline = Date.now() + AUDIO_TIMEOUT_MS;
  for (;;) {
    const seen = await Promise.all(pages.map((page) => firstAudioAt(page)));
    const times = seen.filter((at) => at !== null);
    if (times.length === pages.length) return Math.max(...times);
    if (Date.now() > deadline) throw new Error('no audio both ways within 30 s');
    await new Promise((resolveLater) => setTimeout(resolveLater, 20));
  }
}

/** The psychic's console, online for chats (calls are switched on through the API). */
async function openConsole(desk: Page): Promise<void> {
  await desk.goto('/console');
  const toggle = desk.getByRole('switch', { name: 'Available for chats' });
  await toggle.waitFor({ timeout: 15_000 });
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await desk.locator('[data-testid=console-status][data-status=online]').waitFor();
}

/** One call through the app: ms from Accept, and from the Join click, to audio both ways. */
async function oneAppCall(
  browser: Browser,
  baseUrl: string,
  desk: Page,
  consultantId: number,
): Promise<{ fromAccept: number; fromJoin: number }> {
  const user: ApiSession = await signInByApi(baseUrl, uniqueMobile('7'));
  await topUp(user, 100_000);
  const page = await openTrackedPage(browser, baseUrl, 'phone', user.storage);
  try {
    await page.goto(callIntakePagePath(consultantId));
    await submitCallIntake(page);
    await waitForCallWaiting(page);
    const card = await incomingCall(desk);
    await startFirstAudioWatch(page);
    await startFirstAudioWatch(desk, await peerCount(desk));
    const acceptedAt = Date.now();
    await card.getByTestId('incoming-call-accept').click();
    const join = page.getByTestId('call-join');
    await join.waitFor({ timeout: 15_000 });
    const joinedAt = Date.now();
    await join.click();
    const heardAt = await bothHeard([page, desk]);
    await endCallAsUser(page);
    await desk.getByTestId('incoming-call').waitFor({ state: 'detached', timeout: 15_000 });
    return { fromAccept: heardAt - acceptedAt, fromJoin: heardAt - joinedAt };
  } finally {
    await page.context().close();
  }
}

async function main(): Promise<void> {
  if (!isExecutable(e2eConfig.chromiumPath)) {
    console.log(`call bench: not run, no Chromium at ${e2eConfig.chromiumPath}`);
    return;
  }
  if (!existsSync(WEB_INDEX_HTML)) {
    console.error('call bench: no apps/web/dist; run `npm run build` first.');
    process.exitCode = 2;
    return;
  }
  const toneDir = mkdtempSync(join(tmpdir(), 'lumus-call-bench-'));
  const browser = await launchCallBrowser(writePulsedToneWav(toneDir));
  const server = await startOwnServer({
    CHAT_MIN_MINUTES: '1',
    OTP_SENDS_PER_NUMBER_PER_HOUR: '1000',
  });
  try {
    const baseline: number[] = [];
    for (let index = 0; index < CALLS; index += 1) {
      const bare = await bareCall(browser, {});
      baseline.push(bare.setupMs);
      await bare.close();
    }
    console.log('Voice call set-up on loopback (fake microphones, one Chromium, direct ICE):');
    console.log(summary('baseline: bare peers, answer -> audio both ways', baseline));

    const psychic = await callPsychic(server.baseUrl, PSYCHIC_MOBILE);
    const desk = await openTrackedPage(browser, server.baseUrl, 'desktop', psychic.session.storage);
    await openConsole(desk);
    const fromAccept: number[] = [];
    const fromJoin: number[] = [];
    for (let index = 0; index < CALLS; index += 1) {
      const call = await oneAppCall(browser, server.baseUrl, desk, psychic.consultantId);
      fromAccept.push(call.fromAccept);
      fromJoin.push(call.fromJoin);
    }

    console.log(summary("Lumus: psychic's Accept -> audio both ways", fromAccept));
    // The part after the user's Join click: the call page, microphone, ICE config, offer/answer.
    console.log(summary("  of which the user's Join click -> audio both ways", fromJoin));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(toneDir, { recursive: true, force: true });
  }
}

await main();
