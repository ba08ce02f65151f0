import { KOOTAS } from '@lumus/astro/guna-milan';
import { matchMaking } from '@lumus/astro/match-making';
import { matchVerdict } from '@lumus/astro/match-verdict';
import {
  MATCH_REPORT_PATH,
  matchMakingCall,
  matchReportInputSchema,
} from '@lumus/contract/astrology/match-making';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { ownBirthDetail } from '../birth-details/own-birth-detail';
import { birthDetailSummary, birthDetailView } from '../birth-details/birth-detail-view';
import { registerPdfDownload } from '../../lib/http/register-pdf-download';
import { matchReportPdf } from './match-report';
import { registerCall } from '../../lib/http/register-call';

/** `combined/match_making`: Ashtakoota and Manglik of two people the user saved. */
export function registerMatchMakingRoutes(
  app: FastifyInstance,
  deps: Readonly<{ db: Database }>,
): void {
  registerCall(app, matchMakingCall, async ({ boyId, girlId }, { user }) => {
    if (boyId === girlId) throw new CallFailure(400, 'choose two different people');
    const userId = user.id;
    const boy = await ownBirthDetail(deps.db, userId, boyId);
    const girl = await ownBirthDetail(deps.db, userId, girlId);
    const match = matchMaking(boy.kundli, girl.kundli);
    const { gunaMilan, manglik } = match;
    return {
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
    };
  });

  registerPdfDownload(
    app,
    {
      path: MATCH_REPORT_PATH,
      summary: 'The match-making report of two saved people as a PDF, en or de (not a spec call)',
      input: matchReportInputSchema,
    },
    async ({ boyId, girlId, lang }, user) => {
      if (boyId === girlId) throw new CallFailure(400, 'choose two different people');
      const boy = birthDetailView(await ownBirthDetail(deps.db, user.id, boyId));
      const girl = birthDetailView(await ownBirthDetail(deps.db, user.id, girlId));
      return { fileName: 'match-making.pdf', pdf: await matchReportPdf(boy, girl, lang) };
    },
  );
}
