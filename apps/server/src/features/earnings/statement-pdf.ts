import { loadPdfKit } from '../../lib/pdf/load-pdfkit';
import { drawWrapped, writeText } from '../../lib/pdf/pdf-text';

/**
 * A4 in the built-in Helvetica, the title lines, then the rows as a table; a name or reason with
 * characters Helvetica lacks (a consultant's name in Devanagari) goes through lib/pdf/pdf-text.ts.
 */
export async function statementPdf(title: string[], rows: string[][]): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title[0] ?? '' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
    writeText(doc, title[0] ?? '', { size: 14, weight: 'bold' });
    for (const line of title.slice(1)) writeText(doc, line, { size: 10 });
    doc.moveDown();
    const widths = [90, 120, 50, 150, 80];
    for (const [index, row] of rows.entries()) {
      const weight = index === 0 ? 'bold' : 'regular';
      const y = doc.y;
      let x = doc.page.margins.left;
      let height = 0;
      for (const [column, text] of row.entries()) {
        const width = widths[column] ?? 80;
        const align = column === row.length - 1 ? 'right' : 'left';
        // The amounts are plain numbers with the currency in the header.
        const printable = text.replaceAll('•', '*');
        height = Math.max(
          height,
          drawWrapped(doc, printable, x, y, { size: 9, weight, width, align }),
        );
        x += width + 4;
      }
      doc.y = y + height + 3;
      doc.x = doc.page.margins.left;
      if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    }
    doc.end();
  });
}
