import PDFDocument from 'pdfkit';

/** A4, the built-in Helvetica (no font files to ship): the title lines, then the rows as a table. */
export function statementPdf(title: string[], rows: string[][]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title[0] ?? '' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(title[0] ?? '');
    doc.font('Helvetica').fontSize(10);
    for (const line of title.slice(1)) doc.text(line);
    doc.moveDown();
    const widths = [90, 120, 50, 150, 80];
    for (const [index, row] of rows.entries()) {
      doc.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const y = doc.y;
      let x = doc.page.margins.left;
      let height = 0;
      for (const [column, text] of row.entries()) {
        const width = widths[column] ?? 80;
        const align = column === row.length - 1 ? 'right' : 'left';
        // Helvetica has no ₹ or •: the amounts are plain numbers with the currency in the header.
        const printable = text.replaceAll('•', '*');
        doc.text(printable, x, y, { width, align });
        height = Math.max(height, doc.heightOfString(printable, { width }));
        x += width + 4;
      }
      doc.y = y + height + 3;
      doc.x = doc.page.margins.left;
      if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    }
    doc.end();
  });
}
