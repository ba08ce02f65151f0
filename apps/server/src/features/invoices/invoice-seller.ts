import type { LegalDetails } from '@lumus/contract/site/legal-details';

/** Who issues the invoice: the operator's details as configured (`config.legal`), kept per invoice. */
export type InvoiceSeller = Readonly<{
  name: string | null;
  address: readonly string[];
  /** EU VAT id (USt-IdNr.). */
  vatId: string | null;
  /** India's GST registration and its state, e.g. "Karnataka (29)". */
  gstin: string | null;
  gstState: string | null;
}>;

export function invoiceSellerOf(legal: LegalDetails): InvoiceSeller {
  const { name, address, vatId, gstin, gstState } = legal.operator;
  return { name, address, vatId, gstin, gstState };
}
