import { KUNDLI_REPORT_PATH, kundliReportInputSchema } from '@lumus/contract/astrology/chart-depth';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { registerPdfDownload } from '../../lib/http/register-pdf-download';
import { ownBirthDetail } from './own-birth-detail';
import { birthDetailView } from './birth-detail-view';
import type { ChartDepthCache } from './chart-depth-cache';
import { kundliReportPdf } from './kundli-report';

/** `GET /api/birthdetail/report.pdf?id=&lang=`: a saved person's kundli as a PDF download. */
export function registerKundliReportRoute(
  app: FastifyInstance,
  deps: Readonly<{ db: Database; clock: () => Date; depths: ChartDepthCache }>,
): void {
  registerPdfDownload(
    app,
    {
      path: KUNDLI_REPORT_PATH,
      summary: "One saved person's kundli report as a PDF, en or de (not a spec call)",
      input: kundliReportInputSchema,
    },
    async ({ id, lang }, user) => {
      const row = await ownBirthDetail(deps.db, user.id, id);
      const person = birthDetailView(row);
      const depth = deps.depths.depth(person, deps.clock());
      const pdf = await kundliReportPdf({ person, depth, language: lang });
      return { fileName: `kundli-${person.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf`, pdf };
    },
  );
}
