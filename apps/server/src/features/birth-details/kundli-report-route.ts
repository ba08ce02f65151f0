import { KUNDLI_REPORT_PATH, kundliReportInputSchema } from '@lumus/contract/astrology/chart-depth';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { requireCallUser } from '../../lib/http/call-user';
import { ownBirthDetail } from './birth-detail-routes';
import { birthDetailView } from './birth-detail-view';
import { chartDepth } from './chart-depth';
import { kundliReportPdf } from './kundli-report';

/** `GET /api/birthdetail/report.pdf?id=&lang=`: a saved person's kundli as a PDF download. */
export function registerKundliReportRoute(
  app: FastifyInstance,
  deps: Readonly<{ db: Database; clock: () => Date }>,
): void {
  app.get(
    KUNDLI_REPORT_PATH,
    { schema: { hide: true }, preHandler: async (request) => app.authGuard(request) },
    async (request, reply) => {
      const parsed = kundliReportInputSchema.safeParse(request.query);
      if (!parsed.success) {
        const reason = parsed.error.issues
          .map((issue) => `${issue.path.join('.')} ${issue.message}`)
          .join('; ');
        throw new CallFailure(400, reason);
      }
      const { id, lang } = parsed.data;
      const row = await ownBirthDetail(deps.db, requireCallUser(request).id, id);
      const person = birthDetailView(row);
      const depth = chartDepth(person, deps.clock());
      const pdf = await kundliReportPdf({ person, depth, language: lang });
      const file = `kundli-${person.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file)}`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
