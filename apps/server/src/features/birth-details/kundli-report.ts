import { GRAHAS } from '@lumus/astro/grahas';
import { NAKSHATRAS } from '@lumus/astro/nakshatra';
import type { BirthDetail, KundliData } from '@lumus/contract/astrology/birth-details';
import type { ChartDepth } from '@lumus/contract/astrology/chart-depth';
import type { Language } from '@lumus/contract/constants';
import type PdfKit from 'pdfkit';
import { loadPdfKit } from '../../lib/pdf/load-pdfkit';
import { writeText } from '../../lib/pdf/pdf-text';
import { REPORT_WORDS, type ReportWords } from './report-words';

export type Doc = InstanceType<typeof PdfKit>;
type Chart = Pick<KundliData, 'ascendant' | 'planets'>;

const MARGIN = 50;

/** Where each house's label goes in a North Indian chart, as fractions of its side (house 1 on top). */
const NORTH_CENTRES: readonly (readonly [number, number])[] = [
  [0.5, 0.27],
  [0.25, 0.1],
  [0.1, 0.25],
  [0.27, 0.5],
  [0.1, 0.75],
  [0.25, 0.9],
  [0.5, 0.73],
  [0.75, 0.9],
  [0.9, 0.75],
  [0.73, 0.5],
  [0.9, 0.25],
  [0.75, 0.1],
];

/** A North Indian diamond chart drawn with vector lines: sign numbers and planet abbreviations. */
export function northChart(
  doc: Doc,
  chart: Chart,
  words: ReportWords,
  x: number,
  y: number,
  size: number,
) {
  doc.save().lineWidth(1).strokeColor('#333333');
  doc.rect(x, y, size, size).stroke();
  doc
    .moveTo(x, y)
    .lineTo(x + size, y + size)
    .stroke();
  doc
    .moveTo(x + size, y)
    .lineTo(x, y + size)
    .stroke();
  doc
    .moveTo(x + size / 2, y)
    .lineTo(x + size, y + size / 2)
    .lineTo(x + size / 2, y + size)
    .lineTo(x, y + size / 2)
    .closePath()
    .stroke();
  doc.restore();
  NORTH_CENTRES.forEach(([fx, fy], index) => {
    const house = index + 1;
    const sign = ((chart.ascendant.sign - 1 + index) % 12) + 1;
    const marks = GRAHAS.filter((graha) => chart.planets[graha].house === house).map(
      (graha) =>
        words.planetNames[graha].slice(0, 2) +
        (chart.planets[graha].retrograde && graha !== 'Rahu' && graha !== 'Ketu' ? '(R)' : ''),
    );
    if (house === 1) marks.unshift(words.ascendant.slice(0, 3));
    const cx = x + fx * size;
    const cy = y + fy * size;
    doc
      .fontSize(7)
      .fillColor('#888888')
      .text(String(sign), cx - 15, cy - 12, { width: 30, align: 'center' });
    doc
      .fontSize(7.5)
      .fillColor('#000000')
      .text(marks.join(' '), cx - 24, cy - 3, { width: 48, align: 'center' });
  });
}

function degree(longitude: number): string {
  const inSign = longitude % 30;
  const d = Math.floor(inSign);
  const m = Math.floor((inSign - d) * 60);
  return `${String(d)}°${String(m).padStart(2, '0')}'`;
}

function planetTable(doc: Doc, chart: Chart, words: ReportWords) {
  const widths = [80, 80, 55, 110, 40, 45, 45];
  const row = (cells: readonly string[], bold: boolean) => {
    const top = doc.y;
    let left = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      doc.text(cell, left, top, { width: widths[index] ?? 50 });
      left += widths[index] ?? 50;
    });
    doc.y = top + 14;
  };
  row(words.columns, true);
  const placements = [
    [words.ascendant, chart.ascendant] as const,
    ...GRAHAS.map((graha) => [words.planetNames[graha], chart.planets[graha]] as const),
  ];
  for (const [name, p] of placements) {
    row(
      [
        name,
        words.signs[p.sign - 1] ?? '',
        degree(p.longitude),
        nakshatraName(p.nakshatra),
        String(p.pada),
        String(p.house),
        p.retrograde ? words.yes : '',
      ],
      false,
    );
  }
  doc.font('Helvetica');
}

function nakshatraName(n: number): string {
  const key = NAKSHATRAS[n - 1] ?? '';
  return key
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type KundliReportInput = Readonly<{
  person: BirthDetail;
  depth: ChartDepth;
  language: Language;
}>;

/**
 * The kundli as a PDF (pdfkit, standard Helvetica: WinAnsi covers German; the person's name and
 * place through lib/pdf/pdf-text.ts, which embeds a face for any other script): birth details, D1 and
 * D9 as North Indian diamonds, the planet table, the mahadashas with the running antardasha,
 * and the doshas with every Sade Sati period.
 */
export async function kundliReportPdf({
  person,
  depth,
  language,
}: KundliReportInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const words = REPORT_WORDS[language];
  const zone = person.place.timeZone;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: zone }).format(
      new Date(iso),
    );
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${words.title}: ${person.name}`, Creator: 'Lumus' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  // The name and the place are the user's own words, in any script: drawn face by face.
  writeText(doc, `${words.title}: ${person.name}`, { size: 20, weight: 'bold' });
  doc.moveDown(0.5);
  const born = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${person.birthDate}T00:00:00Z`),
  );
  writeText(doc, `${words.born}: ${born}, ${person.birthTime ?? words.timeUnknown}`, { size: 11 });
  const place = [person.place.name, person.place.region, person.place.country].filter(Boolean);
  writeText(doc, `${words.place}: ${place.join(', ')} (${zone})`, { size: 11 });
  doc.moveDown();

  const top = doc.y + 16;
  doc.font('Helvetica-Bold').fontSize(11).text(words.chartD1, MARGIN, doc.y);
  doc.text(words.chartD9, MARGIN + 260, top - 16);
  northChart(doc, person.kundli, words, MARGIN, top, 230);
  northChart(doc, depth.vargas.D9, words, MARGIN + 260, top, 230);
  doc.y = top + 245;
  doc.x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(13).text(words.planets);
  doc.moveDown(0.3);
  planetTable(doc, person.kundli, words);

  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(13).text(words.dasha);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  for (const maha of depth.dasha.mahadashas) {
    const running = depth.current?.mahadasha.start === maha.start;
    doc
      .font(running ? 'Helvetica-Bold' : 'Helvetica')
      .text(
        `${words.planetNames[maha.lord]}: ${date(maha.start)} – ${date(maha.end)}${running ? ` (${words.now})` : ''}`,
      );
    if (running) {
      for (const antar of maha.antardashas) {
        const now = depth.current?.antardasha.start === antar.start;
        doc
          .font(now ? 'Helvetica-Bold' : 'Helvetica')
          .text(
            `    ${words.planetNames[maha.lord]} – ${words.planetNames[antar.lord]}: ${date(antar.start)} – ${date(antar.end)}${now ? ` (${words.now})` : ''}`,
          );
      }
    }
  }

  const { manglik, kaalSarp, sadeSati } = depth.doshas;
  doc.moveDown().font('Helvetica-Bold').fontSize(13).text(words.doshas);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(
    manglik.isManglik ? words.manglikYes(manglik.marsHouse) : words.manglikNo(manglik.marsHouse),
  );
  const type =
    kaalSarp.type === null ? '' : kaalSarp.type.charAt(0).toUpperCase() + kaalSarp.type.slice(1);
  doc.text(
    kaalSarp.kind === 'none'
      ? words.kaalSarpNone
      : words.kaalSarp(kaalSarp.kind, type, kaalSarp.rahuHouse),
  );
  doc.text(
    sadeSati.current.period === null
      ? words.sadeSatiNo
      : words.sadeSatiNow(words.phases[sadeSati.current.phase], date(sadeSati.current.period.end)),
  );
  doc.moveDown(0.3).font('Helvetica-Bold').text(words.sadeSatiPeriods).font('Helvetica');
  for (const period of sadeSati.periods) {
    doc.text(`${date(period.start)} – ${date(period.end)}`);
  }
  doc.moveDown().fontSize(8).fillColor('#666666').text(words.method);
  doc.end();
  return done;
}
