import { z } from 'zod';
import { textField } from '../text-fields';

/**
 * The markets a psychic is paid in. The market fixes the payout currency and the tax withheld
 * (India: TDS; Germany: none), so the operator sets it, not the psychic (decision 038).
 */
export const PAYOUT_MARKETS = ['IN', 'DE'] as const;
export const payoutMarketSchema = z.enum(PAYOUT_MARKETS, { error: 'must be IN or DE' });
export type PayoutMarket = z.infer<typeof payoutMarketSchema>;

export const PAYOUT_CURRENCY: Readonly<Record<PayoutMarket, string>> = { IN: 'INR', DE: 'EUR' };

/** ISO 4217 code of an earning line: three capital letters. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/);

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const INDIAN_ACCOUNT = /^\d{9,18}$/;
const UPI_ID = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;

/** ISO 13616 check: move the first four characters to the end, letters to numbers, mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of moved) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();
const accountName = textField(100).min(2, { error: 'must be at least 2 characters' });

export const payoutMethodSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('bank_in'),
      accountName,
      accountNumber: textField(40)
        .transform((text) => text.replace(/\s+/g, ''))
        .refine((text) => INDIAN_ACCOUNT.test(text), { error: 'must be 9 to 18 digits' }),
      ifsc: textField(20)
        .transform(compact)
        .refine((text) => IFSC.test(text), { error: 'must be an IFSC code like HDFC0001234' }),
    }),
    z.object({
      kind: z.literal('upi'),
      accountName,
      upiId: textField(300).refine((text) => UPI_ID.test(text), {
        error: 'must be a UPI id like name@bank',
      }),
    }),
    z.object({
      kind: z.literal('sepa'),
      accountName,
      iban: textField(60).transform(compact).refine(isValidIban, { error: 'must be a valid IBAN' }),
    }),
  ],
  { error: 'must be bank_in, upi or sepa' },
);
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

/** A stored method as answers carry it: already checked, so no transforms (answers are encoded). */
export const storedPayoutMethodSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank_in'),
    accountName: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
  }),
  z.object({ kind: z.literal('upi'), accountName: z.string(), upiId: z.string() }),
  z.object({ kind: z.literal('sepa'), accountName: z.string(), iban: z.string() }),
]);

/** Which methods pay out in which market's currency. */
export const METHODS_OF_MARKET: Readonly<Record<PayoutMarket, readonly PayoutMethod['kind'][]>> = {
  IN: ['bank_in', 'upi'],
  DE: ['sepa'],
};
