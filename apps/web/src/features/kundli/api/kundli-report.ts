import { KUNDLI_REPORT_PATH } from '@lumus/contract/astrology/chart-depth';
import { MATCH_REPORT_PATH } from '@lumus/contract/astrology/match-making';
import type { Language } from '@lumus/contract/constants';
import { downloadPdf } from '../../../lib/download/download-pdf';

export function downloadKundliReport(id: number, language: Language, name: string) {
  return downloadPdf(KUNDLI_REPORT_PATH, { id: String(id), lang: language }, `kundli-${name}.pdf`);
}

export function downloadMatchReport(boyId: number, girlId: number, language: Language) {
  return downloadPdf(
    MATCH_REPORT_PATH,
    { boyId: String(boyId), girlId: String(girlId), lang: language },
    'match-making.pdf',
  );
}
