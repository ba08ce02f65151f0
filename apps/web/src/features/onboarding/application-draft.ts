import {
  CONSULTANT_CATEGORIES,
  CONSULTANT_LANGUAGES,
} from '@lumus/contract/catalogue/catalogue-values';
import type { ConsultantCategory, ConsultantLanguage } from '@lumus/contract/catalogue/consultant';
import {
  PSYCHIC_AGREEMENT_VERSION,
  type PsychicApplication,
  type PsychicApplicationInput,
} from '@lumus/contract/onboarding/psychic-application';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';

/**
 * The form's state: text as typed, the price in units of its currency (the one a resubmission was
 * first sent in, else null: the viewer's market's), files by their stored id.
 */
export type ApplicationDraft = {
  displayName: string;
  bio: string;
  categories: ConsultantCategory[];
  languages: ConsultantLanguage[];
  experienceYears: string;
  price: string;
  currency: MarketCurrency | null;
  sampleAnswer: string;
  idDocumentFileId: string;
  photoFileId: string;
  agreementAccepted: boolean;
};

export const EMPTY_DRAFT: ApplicationDraft = {
  displayName: '',
  bio: '',
  categories: [],
  languages: [],
  experienceYears: '',
  price: '',
  currency: null,
  sampleAnswer: '',
  idDocumentFileId: '',
  photoFileId: '',
  agreementAccepted: false,
};

/** The catalogue's skill keys among stored ones (the wire carries plain strings). */
export function knownCategories(keys: readonly string[]): ConsultantCategory[] {
  return CONSULTANT_CATEGORIES.filter((key) => keys.includes(key));
}

export function knownLanguages(keys: readonly string[]): ConsultantLanguage[] {
  return CONSULTANT_LANGUAGES.filter((key) => keys.includes(key));
}

/** A resubmission starts from what was sent; the agreement is accepted again, on purpose. */
export function draftFrom(application: PsychicApplication): ApplicationDraft {
  return {
    displayName: application.displayName,
    bio: application.bio,
    categories: knownCategories(application.categories),
    languages: knownLanguages(application.languages),
    experienceYears: String(application.experienceYears),
    price: String(application.pricePerMinuteMinor / 100),
    currency: application.currency,
    sampleAnswer: application.sampleAnswer,
    idDocumentFileId: application.idDocument.id,
    photoFileId: application.photo.id,
    agreementAccepted: false,
  };
}

/** What is sent; the server checks every field and answers a readable reason. */
export function toInput(draft: ApplicationDraft, market: MarketCurrency): PsychicApplicationInput {
  const units = Number(draft.price.replace(',', '.'));
  return {
    displayName: draft.displayName,
    bio: draft.bio,
    categories: draft.categories,
    languages: draft.languages,
    experienceYears: draft.experienceYears.trim(),
    pricePerMinuteMinor: Number.isFinite(units) ? Math.round(units * 100) : draft.price,
    currency: draft.currency ?? market,
    sampleAnswer: draft.sampleAnswer,
    idDocumentFileId: draft.idDocumentFileId,
    photoFileId: draft.photoFileId,
    agreementVersion: PSYCHIC_AGREEMENT_VERSION,
    agreementAccepted: draft.agreementAccepted,
  };
}

export function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}
