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

/** The form's state: text as typed, the price in rupees, files by their stored id. */
export type ApplicationDraft = {
  displayName: string;
  bio: string;
  categories: ConsultantCategory[];
  languages: ConsultantLanguage[];
  experienceYears: string;
  priceRupees: string;
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
  priceRupees: '',
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
    priceRupees: String(application.pricePerMinuteMinor / 100),
    sampleAnswer: application.sampleAnswer,
    idDocumentFileId: application.idDocument.id,
    photoFileId: application.photo.id,
    agreementAccepted: false,
  };
}

/** What is sent; the server checks every field and answers a readable reason. */
export function toInput(draft: ApplicationDraft): PsychicApplicationInput {
  const rupees = Number(draft.priceRupees.replace(',', '.'));
  return {
    displayName: draft.displayName,
    bio: draft.bio,
    categories: draft.categories,
    languages: draft.languages,
    experienceYears: draft.experienceYears.trim(),
    pricePerMinuteMinor: Number.isFinite(rupees) ? Math.round(rupees * 100) : draft.priceRupees,
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
