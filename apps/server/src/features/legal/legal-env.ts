import type { LegalDetails } from '@lumus/contract/site/legal-details';
import { z } from 'zod';

/*
 * The operator details of the legal pages (Impressum, privacy policy, contact; issue 27).
 * `config.ts` merges this shape into its one schema and stays the only reader of `process.env`.
 */

const text = z.string().trim().min(1, { error: 'must not be empty' });

export const legalEnvShape = {
  OPERATOR_NAME: text.optional(),
  /** Postal address; lines separated by `|` ("Lumus GmbH|Musterstraße 1|10115 Berlin"). */
  OPERATOR_ADDRESS: text.optional(),
  OPERATOR_REPRESENTATIVE: text.optional(),
  OPERATOR_EMAIL: text.optional(),
  OPERATOR_PHONE: text.optional(),
  OPERATOR_REGISTER: text.optional(),
  OPERATOR_VAT_ID: text.optional(),
  /** India's GST registration: 15 characters, the first two the state's code (decision 051). */
  OPERATOR_GSTIN: text
    .toUpperCase()
    .regex(/^\d{2}[A-Z0-9]{13}$/, { error: 'must be a 15-character GSTIN such as 29AAAAA0000A1Z5' })
    .optional(),
  /** The GSTIN's state as the tax invoice names it, with its code: "Karnataka (29)". */
  OPERATOR_GST_STATE: text
    .regex(/^\S.*\(\d{2}\)$/, { error: 'must be a state name and its code, e.g. Karnataka (29)' })
    .optional(),
  PRIVACY_EMAIL: text.optional(),
  GRIEVANCE_OFFICER_NAME: text.optional(),
  GRIEVANCE_OFFICER_EMAIL: text.optional(),
  GRIEVANCE_OFFICER_PHONE: text.optional(),
};

type LegalEnv = z.output<z.ZodObject<typeof legalEnvShape>>;

export type LegalConfig = LegalDetails;

/**
 * Development and tests show a demo operator, so every line of the pages can be seen. Production
 * shows only what the operator set (no invented company on a live site); the pages leave an
 * unset line out, and decision 046 lists what a German or Indian launch needs.
 */
const DEMO: Required<LegalEnv> = {
  OPERATOR_NAME: 'Lumus Demo GmbH',
  OPERATOR_ADDRESS: 'Lumus Demo GmbH|Beispielstraße 1|10115 Berlin|Deutschland',
  OPERATOR_REPRESENTATIVE: 'Alex Beispiel',
  OPERATOR_EMAIL: 'hello@lumus.example',
  OPERATOR_PHONE: '+49 30 1234567',
  OPERATOR_REGISTER: 'Amtsgericht Charlottenburg, HRB 000000 (demo)',
  OPERATOR_VAT_ID: 'DE000000000',
  OPERATOR_GSTIN: '29AAAAA0000A1Z5',
  OPERATOR_GST_STATE: 'Karnataka (29)',
  PRIVACY_EMAIL: 'privacy@lumus.example',
  GRIEVANCE_OFFICER_NAME: 'Priya Demo',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@lumus.example',
  GRIEVANCE_OFFICER_PHONE: '+91 80 12345678',
};

/** One readable problem, or undefined: a GSTIN starts with the code of its own state. */
export function checkLegalEnv(e: LegalEnv): string | undefined {
  const gstin = e.OPERATOR_GSTIN;
  const state = e.OPERATOR_GST_STATE;
  if (gstin === undefined || state === undefined) return undefined;
  const code = /\((\d{2})\)$/.exec(state)?.[1];
  if (gstin.startsWith(code ?? '')) return undefined;
  return `OPERATOR_GSTIN must start with the code of OPERATOR_GST_STATE (${code ?? '?'}), got "${gstin}"`;
}

export function legalConfigFrom(e: LegalEnv, production: boolean): LegalConfig {
  const pick = (key: keyof LegalEnv): string | null => e[key] ?? (production ? null : DEMO[key]);
  const address = pick('OPERATOR_ADDRESS');
  return {
    operator: {
      name: pick('OPERATOR_NAME'),
      address:
        address === null
          ? []
          : address
              .split('|')
              .map((line) => line.trim())
              .filter((line) => line !== ''),
      representative: pick('OPERATOR_REPRESENTATIVE'),
      email: pick('OPERATOR_EMAIL'),
      phone: pick('OPERATOR_PHONE'),
      register: pick('OPERATOR_REGISTER'),
      vatId: pick('OPERATOR_VAT_ID'),
      gstin: pick('OPERATOR_GSTIN'),
      gstState: pick('OPERATOR_GST_STATE'),
      privacyEmail: pick('PRIVACY_EMAIL') ?? pick('OPERATOR_EMAIL'),
    },
    grievanceOfficer: {
      name: pick('GRIEVANCE_OFFICER_NAME'),
      email: pick('GRIEVANCE_OFFICER_EMAIL'),
      phone: pick('GRIEVANCE_OFFICER_PHONE'),
    },
  };
}
