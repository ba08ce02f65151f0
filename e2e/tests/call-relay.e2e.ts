import { afterAll, beforeAll, describe } from 'vitest';
import { iceConfigCall } from '@lumus/contract/voice-call/call-calls';
import { callTest } from '../lib/call-test';
import { turnSkipReason } from '../lib/coturn';
import { readAudioFlow } from '../lib/peer-stats';
import { startRelayCallServer, type RelayCallServer } from '../lib/relay-call-server';
import { uniqueMobile } from './auth-helpers';
import { callApi, signInByApi, topUp } from './chat-helpers';
import { balanceOf, callPsychic, expectExactCharge } from './call-helpers';
import { connectCall, endCallAsUser, openCallConsole } from './call-page-helpers';

/*
 * The same call as call-flow.e2e.ts, but the server forces the relay (ICE_TRANSPORT_POLICY=relay)
 * and hands out REST credentials for a loopback coturn: the audio must go through it.
 */

const PSYCHIC_MOBILE = '9876500001';
const skipReason = turnSkipReason();
if (skipReason !== undefined) console.log(skipReason);

describe.skipIf(skipReason !== undefined)('a voice call through a TURN relay', () => {
  let relay: RelayCallServer | undefined;
  beforeAll(async () => {
    relay = await startRelayCallServer({});
  }, 180_000);
  afterAll(async () => {
    await relay?.stop();
  });

  callTest(
    'relay-only ICE: the selected pair is relay on both sides and the tone is heard both ways',
    { timeout: 120_000 },
    async ({ openCallPage, expect }) => {
      if (relay === undefined) throw new Error('no relay server');
      const { baseUrl } = relay.server;
      const psychic = await callPsychic(baseUrl, PSYCHIC_MOBILE);
      const user = await signInByApi(baseUrl, uniqueMobile('8'));
      await topUp(user, 100_000);
      const balanceBefore = await balanceOf(user);
      const desk = await openCallPage({
        baseUrl,
        viewport: 'desktop',
        localStorage: psychic.session.storage,
      });
      await openCallConsole(expect, desk);
      const page = await openCallPage({ baseUrl, viewport: 'phone', localStorage: user.storage });
      const { chatId } = await connectCall(page, desk, user, psychic.slug);

      // The server's ICE configuration for this call: the relay only, with short-lived credentials.
      const ice = await callApi(user, iceConfigCall, { chatId });
      expect(ice.iceTransportPolicy).toBe('relay');
      expect(ice.iceServers.flatMap((server) => server.urls)).toContain(relay.coturn.url);
      const turn = ice.iceServers.find((server) => server.urls.includes(relay?.coturn.url ?? ''));
      expect(turn?.username).toMatch(/^\d+:/);
      expect(ice.expiresAt).not.toBeNull();

      for (const side of [page, desk]) {
        const flow = await readAudioFlow(side);
        expect(flow?.localCandidateType).toBe('relay');
        expect(flow?.remoteCandidateType).toBe('relay');
        expect(flow?.inboundEnergy).toBeGreaterThan(0);
      }

      await endCallAsUser(page);
      const order = await expectExactCharge(expect, user, chatId, balanceBefore);
      expect(order.endReason).toBe('user_ended');
    },
  );
});
