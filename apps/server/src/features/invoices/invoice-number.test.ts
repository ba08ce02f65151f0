import { describe, expect, it } from 'vitest';
import { calendarDate, formatInvoiceNumber, invoiceSeriesOf } from './invoice-number';
import { amountLines, invoiceMoney, percentText } from './invoice-lines';
import { INVOICE_WORDS } from './invoice-words';

describe('invoice numbers and figures', () => {
  it('fit India’s rule for a serial number: at most 16 letters, digits or hyphens', () => {
    expect(formatInvoiceNumber(invoiceSeriesOf('IN', '2026-08-15'), 1)).toBe('LUM-IN26-0000001');
    expect(formatInvoiceNumber('DE-2027', 42)).toBe('LUM-DE27-0000042');
    expect(formatInvoiceNumber('IN-2026', 9_999_999)).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
  });

  it('dates by the zone given, not the server’s', () => {
    const at = new Date('2026-12-31T19:00:00Z');
    expect(calendarDate(at, 'Asia/Kolkata')).toBe('2027-01-01');
    expect(calendarDate(at, 'Europe/Berlin')).toBe('2026-12-31');
  });

  it('writes money with two decimals, each language its way', () => {
    expect(invoiceMoney(10_000_000, 'INR', 'en')).toBe('₹1,00,000.00');
    expect(invoiceMoney(682, 'EUR', 'de')).toBe('6,82\u00a0€');
    expect(invoiceMoney(100_000, 'EUR', 'en')).toBe('€1,000.00');
    expect(percentText(2550, 'de')).toBe('25,5\u00a0%');
    expect(percentText(1800, 'en')).toBe('18%');
  });

  it('splits GST into central and state halves adding up to the tax, UTGST in a union territory', () => {
    const invoice = {
      market: 'IN',
      netMinor: 10_001,
      taxMinor: 1_801,
      grossMinor: 11_802,
      taxBasisPoints: 1800,
    };
    const lines = amountLines(invoice, 'Karnataka (29)', INVOICE_WORDS.en, 'en');
    expect(lines.map((line) => [line.label, line.amountMinor])).toEqual([
      ['Taxable value', 10_001],
      ['CGST 9%', 901],
      ['SGST 9%', 900],
      ['GST 18%', 1_801],
      ['Total', 11_802],
    ]);
    const chandigarh = amountLines(invoice, 'Chandigarh (04)', INVOICE_WORDS.en, 'en');
    expect(chandigarh[2]?.label).toBe('UTGST 9%');
    // Without a configured state the halves cannot be named: the total GST only.
    expect(amountLines(invoice, null, INVOICE_WORDS.en, 'en').map((l) => l.label)).toEqual([
      'Taxable value',
      'GST 18%',
      'Total',
    ]);
  });
});
