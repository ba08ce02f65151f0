import { KOOTAS } from '@lumus/astro/guna-milan';
import { matchMaking } from '@lumus/astro/match-making';
import { matchVerdict } from '@lumus/astro/match-verdict';
import type { BirthDetail } from '@lumus/contract/astrology/birth-details';
import type { Language } from '@lumus/contract/constants';
import { loadPdfKit } from '../../lib/pdf/load-pdfkit';
import { drawText, writeText } from '../../lib/pdf/pdf-text';
import { northChart } from '../birth-details/kundli-report';
import { kootaLine } from './match-report-words';
import { REPORT_WORDS } from '../birth-details/report-words';

const WORDS = {
  en: {
    title: 'Match-making report',
    total: (total: number) => `Guna milan: ${String(total)} of 36 points`,
    verdict: {
      excellent: 'excellent',
      good: 'good',
      average: 'average',
      notRecommended: 'not recommended',
    },
    verdictLabel: 'Verdict',
    koota: 'Koota',
    score: 'Points',
    manglik: (name: string, yes: boolean, house: number) =>
      `${name}: ${yes ? 'Manglik' : 'not Manglik'} (Mars in house ${String(house)})`,
    // As the web's matchMaking.manglik sentences.
    manglikVerdict: {
      none: 'Neither partner is Manglik.',
      cancelled: 'Both partners are Manglik: the doshas cancel each other.',
      dosha: 'Only one partner is Manglik: this Manglik dosha lowers the verdict by one step.',
    },
  },
  de: {
    title: 'Partnerschaftsbericht',
    total: (total: number) => `Guna Milan: ${String(total)} von 36 Punkten`,
    verdict: {
      excellent: 'ausgezeichnet',
      good: 'gut',
      average: 'durchschnittlich',
      notRecommended: 'nicht empfohlen',
    },
    verdictLabel: 'Ergebnis',
    koota: 'Koota',
    score: 'Punkte',
    manglik: (name: string, yes: boolean, house: number) =>
      `${name}: ${yes ? 'Manglik' : 'nicht Manglik'} (Mars im ${String(house)}. Haus)`,
    manglikVerdict: {
      none: 'Keiner der beiden ist Manglik.',
      cancelled: 'Beide sind Manglik: Die Doshas heben sich auf.',
      dosha:
        'Nur einer der beiden ist Manglik: Dieses Manglik-Dosha senkt das Ergebnis um eine Stufe.',
    },
  },
} satisfies Record<Language, unknown>;

/** Two saved people's guna milan as a PDF: total, verdict, the eight kootas, Manglik, both D1 charts. */
export async function matchReportPdf(
  boy: BirthDetail,
  girl: BirthDetail,
  language: Language,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const words = WORDS[language];
  const chartWords = REPORT_WORDS[language];
  const { gunaMilan, manglik } = matchMaking(boy.kundli, girl.kundli);
  const verdict = matchVerdict(gunaMilan.total, manglik.verdict);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${words.title}: ${boy.name} & ${girl.name}`, Creator: 'Lumus' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  // The names are the users' own words, in any script: drawn face by face.
  writeText(doc, `${words.title}: ${boy.name} & ${girl.name}`, { size: 18, weight: 'bold' });
  doc.moveDown(0.5).font('Helvetica').fontSize(12).text(words.total(gunaMilan.total));
  doc.text(`${words.verdictLabel}: ${words.verdict[verdict]}`);
  doc.moveDown(0.5).fontSize(10);
  for (const koota of KOOTAS) {
    const result = gunaMilan.kootas[koota];
    doc.text(kootaLine(language, koota, result.score, result.maximum));
  }
  doc.moveDown(0.5);
  writeText(doc, words.manglik(boy.name, manglik.boy.isManglik, manglik.boy.marsHouse), {
    size: 10,
  });
  writeText(doc, words.manglik(girl.name, manglik.girl.isManglik, manglik.girl.marsHouse), {
    size: 10,
  });
  doc.text(words.manglikVerdict[manglik.verdict]);
  const top = doc.y + 24;
  drawText(doc, boy.name, 50, top - 16, { size: 10, weight: 'bold' });
  drawText(doc, girl.name, 310, top - 16, { size: 10, weight: 'bold' });
  northChart(doc, boy.kundli, chartWords, 50, top, 230);
  northChart(doc, girl.kundli, chartWords, 310, top, 230);
  doc.end();
  return done;
}
