import type { Language } from '@lumus/contract/constants';
import { COUNTRIES } from '@lumus/contract/countries.generated';
import { isMarketCurrency } from '@lumus/contract/markets/market-currency';
import type { PaymentMethodId } from '@lumus/contract/payments/payment-methods';
import { loadPdfKit } from '../../lib/pdf/load-pdfkit';
import { drawText, type TextStyle } from '../../lib/pdf/pdf-text';
import type { InvoiceRow } from './issue-invoice';
import { INVOICE_TIME_ZONE, calendarDate } from './invoice-number';
import type { InvoiceSeller } from './invoice-seller';
import { amountLines, invoiceDate, invoiceMoney, taxKindOf } from './invoice-lines';
import { INVOICE_WORDS } from './invoice-words';

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const RIGHT = PAGE_WIDTH - MARGIN;
const CONTENT = RIGHT - MARGIN;
/** The details column (number, dates, place of supply) and the totals column start here. */
const SIDE = 320;
const MUTED = '#555555';
const BODY: TextStyle = { size: 10 };

export type InvoicePdfInput = Readonly<{
  invoice: InvoiceRow;
  /** The invoice's own seller, or today's operator for an invoice issued before sellers were kept. */
  seller: InvoiceSeller;
  payment: Readonly<{ id: number; method: PaymentMethodId; completedAt: Date | null }>;
  language: Language;
}>;

function countryName(code: string, language: Language): string {
  const country = COUNTRIES.find((candidate) => candidate.code === code);
  if (country === undefined) return code;
  return language === 'de' ? country.nameDe : country.name;
}

/**
 * A one-page A4 invoice (pdfkit, the built-in Helvetica as in the kundli report, with Inter's Latin
 * Extended subset embedded for ₹ and other letters Helvetica lacks, and a Noto Sans face for a
 * buyer's name in an Indian script: lib/pdf/pdf-text.ts). India: a tax invoice with the
 * GSTIN and the state as place of supply; the euro markets: a Rechnung with the USt-IdNr.
 */
export async function invoicePdf({
  invoice,
  seller,
  payment,
  language,
}: InvoicePdfInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const words = INVOICE_WORDS[language];
  const kind = taxKindOf(invoice.market);
  const currency = isMarketCurrency(invoice.currency) ? invoice.currency : 'INR';
  const money = (minor: number) => invoiceMoney(minor, currency, language);
  const title = words.title[kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title} ${invoice.invoiceNumber}`,
      Creator: 'Lumus',
      CreationDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  drawText(doc, title, MARGIN, MARGIN, { size: 22, weight: 'bold' });

  // The seller, letterhead style, on the left.
  let left = MARGIN + 40;
  const sellerLine = (text: string, style: TextStyle = BODY) => {
    drawText(doc, text, MARGIN, left, style);
    left += 14;
  };
  if (seller.name !== null) sellerLine(seller.name, { size: 11, weight: 'bold' });
  // The configured address often starts with the name again.
  for (const line of seller.address.filter((line, index) => index > 0 || line !== seller.name)) {
    sellerLine(line);
  }
  if (kind === 'gst') {
    if (seller.gstin !== null) sellerLine(`${words.gstin}: ${seller.gstin}`);
    if (seller.gstState !== null) sellerLine(`${words.state}: ${seller.gstState}`);
  } else if (seller.vatId !== null) {
    sellerLine(`${words.vatId}: ${seller.vatId}`);
  }

  // The invoice's details on the right.
  let right = MARGIN + 40;
  const detail = (label: string, value: string) => {
    drawText(doc, label, SIDE, right, { ...BODY, color: MUTED });
    drawText(doc, value, SIDE + 100, right, { ...BODY, weight: 'bold' });
    right += 14;
  };
  const issued = invoiceDate(invoice.issueDate, language);
  detail(words.invoiceNumber, invoice.invoiceNumber);
  detail(words.invoiceDate, issued);
  // A top-up is supplied the moment it is paid: the day of supply is the invoice's day.
  if (kind === 'vat') detail(words.supplyDate, issued);
  if (kind === 'gst') {
    if (seller.gstState !== null) detail(words.placeOfSupply, seller.gstState);
  } else {
    detail(words.placeOfSupply, countryName(invoice.market, language));
  }

  // The buyer.
  let y = Math.max(left, right) + 20;
  drawText(doc, words.billTo, MARGIN, y, { ...BODY, color: MUTED });
  y += 14;
  for (const line of [invoice.buyerName, invoice.buyerPhone, invoice.buyerEmail]) {
    if (line === null) continue;
    drawText(doc, line, MARGIN, y, BODY);
    y += 14;
  }

  // The item and the amounts.
  y += 24;
  drawText(doc, words.description, MARGIN, y, { ...BODY, weight: 'bold' });
  drawText(doc, words.amount, MARGIN, y, {
    ...BODY,
    weight: 'bold',
    align: 'right',
    width: CONTENT,
  });
  y += 16;
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.7).strokeColor('#999999').stroke();
  y += 8;
  drawText(doc, words.item, MARGIN, y, BODY);
  drawText(doc, money(invoice.netMinor), MARGIN, y, { ...BODY, align: 'right', width: CONTENT });
  y += 22;
  for (const line of amountLines(invoice, seller.gstState, words, language)) {
    if (line.total === true) {
      doc
        .moveTo(SIDE, y - 4)
        .lineTo(RIGHT, y - 4)
        .lineWidth(0.7)
        .strokeColor('#999999')
        .stroke();
      y += 4;
    }
    const style: TextStyle = {
      size: line.total === true ? 12 : 10,
      weight: line.total === true ? 'bold' : 'regular',
    };
    drawText(doc, line.label, SIDE, y, style);
    drawText(doc, money(line.amountMinor), SIDE, y, {
      ...style,
      align: 'right',
      width: RIGHT - SIDE,
    });
    y += line.total === true ? 20 : 16;
  }

  // How it was paid.
  y += 24;
  const paidDay = calendarDate(
    payment.completedAt ?? invoice.issuedAt,
    INVOICE_TIME_ZONE[currency],
  );
  const notes = [
    words.paid(invoiceDate(paidDay, language), words.methods[payment.method], payment.id),
    ...(kind === 'vat' ? [words.vatIncluded] : []),
    words.computerGenerated,
  ];
  for (const note of notes) {
    drawText(doc, note, MARGIN, y, { size: 9, color: MUTED });
    y += 13;
  }
  doc.end();
  return done;
}
