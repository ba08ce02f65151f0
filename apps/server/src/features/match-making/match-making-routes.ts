import { KOOTAS } from '@lumus/astro/guna-milan';
import { matchMaking } from '@lumus/astro/match-making';
import { matchVerdict } from '@lumus/astro/match-verdict';
import {
  MATCH_MAKING_PATH,
  matchMakingInputSchema,
  matchMakingResponseSchema,
} from '@lumus/contract/astrology/match-making';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { defineCall, type CallGuard } from '../../lib/http/define-call';
import { signedInUser } from '../auth/request-user';
import { ownBirthDetail } from '../birth-details/birth-detail-routes';
import { birthDetailSummary } from '../birth-details/birth-detail-view';

/** `combined/match_making`: Ashtakoota and Manglik of two people the user saved. */
export function registerMatchMakingRoutes(
  app: FastifyInstance,
  deps: Readonly<{ db: Database; auth: CallGuard }>,
): void {
  defineCall(app, {
    method: ['GET', 'POST'],
    url: MATCH_MAKING_PATH,
    summary:
      'Guna milan (eight kootas, total of 36), Manglik for both and a verdict for two saved people',
    input: matchMakingInputSchema,
    output: matchMakingResponseSchema,
    auth: deps.auth,
  }).handle(async ({ boyId, girlId }, { request }) => {
    if (boyId === girlId) throw new CallFailure(400, 'choose two different people');
    const userId = signedInUser(request).id;
    const boy = await ownBirthDetail(deps.db, userId, boyId);
    const girl = await ownBirthDetail(deps.db, userId, girlId);
    const match = matchMaking(boy.kundli, girl.kundli);
    const { gunaMilan, manglik } = match;
    return {
      status: 'success',
      data: {
        boy: birthDetailSummary(boy),
        girl: birthDetailSummary(girl),
        total: gunaMilan.total,
        maximum: gunaMilan.maximum,
        kootas: KOOTAS.map((koota) => ({ koota, ...gunaMilan.kootas[koota] })),
        moons: {
          boy: { sign: gunaMilan.boy.sign, nakshatra: gunaMilan.boy.nakshatra },
          girl: { sign: gunaMilan.girl.sign, nakshatra: gunaMilan.girl.nakshatra },
        },
        manglik: {
          boy: manglik.boy,
          girl: manglik.girl,
          verdict: manglik.verdict,
          reason: manglik.reason,
        },
        verdict: matchVerdict(gunaMilan.total, manglik.verdict),
      },
    };
  });
}
