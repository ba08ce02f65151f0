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
import { ownBirthDetail } from '../birth-details/birth-detail-routes';
import { birthDetailSummary, birthDetailView } from '../birth-details/birth-detail-view';
import { requireCallUser } from '../../lib/http/call-user';
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

  app.get(
    MATCH_REPORT_PATH,
    { schema: { hide: true }, preHandler: async (request) => app.authGuard(request) },
    async (request, reply) => {
      const parsed = matchReportInputSchema.safeParse(request.query);
      if (!parsed.success) {
        const reason = parsed.error.issues
          .map((issue) => `${issue.path.join('.')} ${issue.message}`)
          .join('; ');
        throw new CallFailure(400, reason);
      }
      const { boyId, girlId, lang } = parsed.data;
      if (boyId === girlId) throw new CallFailure(400, 'choose two different people');
      const userId = requireCallUser(request).id;
      const boy = birthDetailView(await ownBirthDetail(deps.db, userId, boyId));
      const girl = birthDetailView(await ownBirthDetail(deps.db, userId, girlId));
      const pdf = await matchReportPdf(boy, girl, lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="match-making.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
