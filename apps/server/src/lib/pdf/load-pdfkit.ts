import type PDFDocument from 'pdfkit';

/**
 * pdfkit, loaded when the first PDF is asked for rather than at every start: with its fonts and
 * dependencies it took ~0.4 s and ~20 MB of resident memory to load (decision 054).
 */
export async function loadPdfKit(): Promise<typeof PDFDocument> {
  return (await import('pdfkit')).default;
}
