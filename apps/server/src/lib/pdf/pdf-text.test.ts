import { describe, expect, it } from 'vitest';
import { embeddedGlyphs, pdfLines } from '../../test/pdf-text';
import { loadPdfKit } from './load-pdfkit';
import { drawText } from './pdf-text';

/** A one-page PDF with each line drawn by `drawText`, one under the other. */
async function pdfOf(lines: readonly string[], weight: 'regular' | 'bold' = 'regular') {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
  });
  lines.forEach((line, index) => {
    drawText(doc, line, 50, 50 + index * 20, { size: 12, weight });
  });
  doc.end();
  return done;
}

function embeddedFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)];
  return [...new Set(names.map(([, name]) => name ?? ''))].sort();
}

/** Names as Indian users type them, one per script, with conjuncts, reph and vowel signs. */
const NAMES = [
  'अनन्या शर्मा',
  'শ্রীময়ী লক্ষ্মী',
  'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
  'શ્રેયા દ્વિવેદી',
  'கார்த்திக் சுப்ரமணியன்',
  'శ్రీనివాస్ లక్ష్మి',
  'ಪ್ರಿಯಾ ಕೃಷ್ಣ',
  'ശ്രീജിത്ത് കൃഷ്ണൻ',
];

describe('drawText in the scripts of India', () => {
  it.each(['regular', 'bold'] as const)(
    'prints a name in each of eight scripts with no missing glyph (%s)',
    async (weight) => {
      // Gurmukhi, Telugu and Malayalam names make fontkit 2.0.4 throw unless reshaped.
      const pdf = await pdfOf(
        NAMES.map((name) => `${name} – ₹500`),
        weight,
      );
      expect(pdfLines(pdf)).toEqual(NAMES.map((name) => `${name} – ₹500`));
      const glyphs = embeddedGlyphs(pdf);
      expect(glyphs.missing).toBe(0);
      for (const char of NAMES.join('').replaceAll(' ', '')) {
        expect(glyphs.characters, char).toContain(char);
      }
      const suffix = weight === 'bold' ? 'Bold' : 'Regular';
      expect(embeddedFonts(pdf)).toEqual(
        [
          'Inter',
          'NotoSansBengali',
          'NotoSansDevanagari',
          'NotoSansGujarati',
          'NotoSansGurmukhi',
          'NotoSansKannada',
          'NotoSansMalayalam',
          'NotoSansTamil',
          'NotoSansTelugu',
        ].map((family) => `${family}-${suffix}`),
      );
    },
  );

  it('embeds no face for a Latin line, and only the one script a line needs', async () => {
    expect(embeddedFonts(await pdfOf(['Amit Kumar, Jürgen Schäfer – 12,50 €']))).toEqual([]);
    const hindi = await pdfOf(['अनन्या शर्मा, Mumbai']);
    expect(embeddedFonts(hindi)).toEqual(['NotoSansDevanagari-Regular']);
    expect(pdfLines(hindi)).toEqual(['अनन्या शर्मा, Mumbai']);
  });

  it('keeps a vowel sign with its consonant: the line reads back in its own order', async () => {
    // ि is drawn before क and a reph after its syllable: the span's ActualText keeps the order.
    const pdf = await pdfOf(['किरण शर्मा']);
    expect(pdfLines(pdf)).toEqual(['किरण शर्मा']);
    expect(embeddedGlyphs(pdf).missing).toBe(0);
  });
});
