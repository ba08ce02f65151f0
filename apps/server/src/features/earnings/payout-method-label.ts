import type { PayoutMethod } from '@lumus/contract/earnings/payout-methods';

/** The method in one line for lists and statements; account numbers show their last 4 only. */
export function methodLabel(method: PayoutMethod): string {
  const last4 = (text: string) => `••••${text.slice(-4)}`;
  switch (method.kind) {
    case 'bank_in':
      return `Bank ${last4(method.accountNumber)} IFSC ${method.ifsc} (${method.accountName})`;
    case 'upi':
      return `UPI ${method.upiId} (${method.accountName})`;
    case 'sepa':
      return `IBAN ${method.iban.slice(0, 4)}${last4(method.iban)} (${method.accountName})`;
  }
}

/** The currency a method can pay out in. */
export function methodCurrency(method: PayoutMethod): string {
  return method.kind === 'sepa' ? 'EUR' : 'INR';
}
