import type { Language } from '@lumus/contract/constants';
import type { PaymentMethodId } from '@lumus/contract/payments/payment-methods';

/**
 * The invoice's words. Like the kundli report, the server keeps its own few words rather than a
 * copy of the web's translation files. `gst`: India's tax invoice; `vat`: the euro markets'.
 */
export const INVOICE_WORDS = {
  en: {
    title: { gst: 'Tax Invoice', vat: 'Invoice' },
    gstin: 'GSTIN',
    state: 'State',
    vatId: 'VAT ID',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    supplyDate: 'Date of supply',
    placeOfSupply: 'Place of supply',
    billTo: 'Bill to',
    description: 'Description',
    amount: 'Amount',
    item: 'Wallet recharge',
    net: { gst: 'Taxable value', vat: 'Net amount' },
    tax: { gst: 'GST', vat: 'VAT' },
    total: 'Total',
    paid: (date: string, method: string, id: number) =>
      `Paid on ${date} by ${method} (payment #${id}).`,
    methods: { test: 'test payment (no real money)', stripe: 'card' } satisfies Record<
      PaymentMethodId,
      string
    >,
    vatIncluded: 'The total includes the VAT shown.',
    computerGenerated: 'This is a computer-generated invoice and needs no signature.',
  },
  de: {
    title: { gst: 'Steuerrechnung', vat: 'Rechnung' },
    gstin: 'GSTIN',
    state: 'Bundesstaat',
    vatId: 'USt-IdNr.',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    supplyDate: 'Leistungsdatum',
    placeOfSupply: 'Leistungsort',
    billTo: 'Rechnungsempfänger',
    description: 'Beschreibung',
    amount: 'Betrag',
    item: 'Guthabenaufladung',
    net: { gst: 'Steuerpflichtiger Betrag', vat: 'Nettobetrag' },
    tax: { gst: 'GST', vat: 'USt.' },
    total: 'Gesamtbetrag',
    paid: (date: string, method: string, id: number) =>
      `Bezahlt am ${date} per ${method} (Zahlung Nr. ${id}).`,
    methods: { test: 'Testzahlung (kein echtes Geld)', stripe: 'Karte' } satisfies Record<
      PaymentMethodId,
      string
    >,
    vatIncluded: 'Im Gesamtbetrag ist die ausgewiesene Umsatzsteuer enthalten.',
    computerGenerated: 'Diese Rechnung wurde maschinell erstellt und ist ohne Unterschrift gültig.',
  },
} as const;

export type InvoiceWords = (typeof INVOICE_WORDS)[Language];
