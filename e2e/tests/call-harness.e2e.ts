import { afterAll, beforeAll, describe } from 'vitest';
import { bareCall } from '../lib/bare-call';
import { callTest } from '../lib/call-test';
import { startCoturn, turnCredentials, turnSkipReason, type Coturn } from '../lib/coturn';
import { inboundGrowth, readAudioFlow, waitForAudioBothWays } from '../lib/peer-stats';

/*
 * The call tests' own machinery, without the app: fake microphones playing the pulsed tone, the
 * stats reader, a loopback coturn with REST credentials, and its pause. When a call test fails,
 * this file says whether the harness or the app is at fault.
 */

const skipReason = turnSkipReason();
if (skipReason !== undefined) console.log(skipReason);

describe('call test harness (bare peers, no app)', () => {
  callTest('two bare peers on loopback hear each other', async ({ callBrowser, expect }) => {
    const call = await bareCall(callBrowser, {});
    try {
      const flows = await waitForAudioBothWays([call.caller, call.callee], { minPackets: 50 });
      for (const flow of flows) {
        expect(flow.inboundEnergy).toBeGreaterThan(0);
        expect(flow.localCandidateType).toBe('host');
      }
    } finally {
      await call.close();
    }
  });

  describe.skipIf(skipReason !== undefined)('through a loopback coturn', () => {
    let coturn: Coturn | undefined;
    beforeAll(async () => {
      coturn = await startCoturn();
    });
    afterAll(async () => {
      await coturn?.stop();
    });

    callTest(
      'relay-only peers connect relay to relay; a paused relay stops the audio, resumed it flows',
      async ({ callBrowser, expect }) => {
        if (coturn === undefined) throw new Error('no coturn');
        const call = await bareCall(callBrowser, {
          iceServers: [{ urls: [coturn.url], ...turnCredentials(coturn.secret) }],
          iceTransportPolicy: 'relay',
        });
        try {
          const flows = await waitForAudioBothWays([call.caller, call.callee], { minPackets: 50 });
          for (const flow of flows) {
            expect(flow.localCandidateType).toBe('relay');
            expect(flow.remoteCandidateType).toBe('relay');
            expect(flow.inboundEnergy).toBeGreaterThan(0);
          }
          coturn.pause();
          try {
            // Give packets in flight a moment to land, then nothing may arrive.
            await new Promise((resolveLater) => setTimeout(resolveLater, 300));
            expect((await inboundGrowth(call.callee, 1_000)).packets).toBe(0);
          } finally {
            coturn.resume();
          }
          await expect
            .poll(async () => (await inboundGrowth(call.callee, 300)).packets, { timeout: 5_000 })
            .toBeGreaterThan(5);
          expect((await readAudioFlow(call.caller))?.connectionState).toBe('connected');
        } finally {
          await call.close();
        }
      },
    );
  });
});
