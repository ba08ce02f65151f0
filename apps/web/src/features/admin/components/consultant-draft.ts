import type { AdminConsultant } from '@lumus/contract/admin/admin-consultants';
import { INDIA_MOBILE_LENGTH, OTHER_MOBILE_MIN_LENGTH } from '@lumus/contract/constants';
import type { AdminConsultantCreateInput } from '@lumus/contract/admin/admin-consultants';
import { parseRupees, rupeesInput } from './admin-format';

export type Draft = {
  displayName: string;
  photoUrl: string;
  bioEn: string;
  bioDe: string;
  categories: string[];
  languages: string[];
  experienceYears: string;
  price: string;
  /** Empty: the psychic takes no calls. */
  callPrice: string;
  share: string;
  countryCode: string;
  mobile: string;
};

export function draftOf(consultant: AdminConsultant | null): Draft {
  return {
    displayName: consultant?.displayName ?? '',
    photoUrl: consultant?.photoUrl ?? '',
    bioEn: consultant?.bioEn ?? '',
    bioDe: consultant?.bioDe ?? '',
    categories: consultant?.categories ?? [],
    languages: consultant?.languages ?? [],
    experienceYears: String(consultant?.experienceYears ?? ''),
    price: consultant === null ? '' : rupeesInput(consultant.pricePerMinuteMinor),
    callPrice:
      consultant?.callPricePerMinuteMinor == null
        ? ''
        : rupeesInput(consultant.callPricePerMinuteMinor),
    share: consultant?.platformSharePercent == null ? '' : String(consultant.platformSharePercent),
    countryCode: consultant?.countryCode ?? '91',
    mobile: consultant?.mobile ?? '',
  };
}

export type Errors = Partial<Record<keyof Draft, string>>;

/** Checks the draft as the server will; returns the payload or the errors by field. */
export function validate(
  draft: Draft,
  t: (key: AdminErrorKey) => string,
): { ok: true; payload: AdminConsultantCreateInput } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  if (draft.displayName.trim().length < 2) errors.displayName = t('admin.errors.name');
  if (draft.photoUrl === '') errors.photoUrl = t('admin.errors.photo');
  if (draft.bioEn.trim() === '') errors.bioEn = t('admin.errors.required');
  if (draft.bioDe.trim() === '') errors.bioDe = t('admin.errors.required');
  if (draft.categories.length === 0) errors.categories = t('admin.errors.pick_one');
  if (draft.languages.length === 0) errors.languages = t('admin.errors.pick_one');
  const years = Number(draft.experienceYears);
  if (!/^\d{1,2}$/.test(draft.experienceYears.trim()))
    errors.experienceYears = t('admin.errors.years');
  const price = parseRupees(draft.price);
  if (price === undefined || price > 100_000) errors.price = t('admin.errors.price');
  const callPrice = draft.callPrice.trim() === '' ? null : parseRupees(draft.callPrice);
  if (callPrice === undefined || (callPrice !== null && callPrice > 100_000)) {
    errors.callPrice = t('admin.errors.call_price');
  }
  const share = draft.share.trim() === '' ? null : Number(draft.share);
  if (share !== null && !(Number.isInteger(share) && share >= 0 && share <= 100)) {
    errors.share = t('admin.errors.share');
  }
  const mobile = draft.mobile.trim();
  const code = draft.countryCode.trim().replace(/^\+/, '');
  if (mobile !== '') {
    if (!/^\d{1,4}$/.test(code)) errors.countryCode = t('admin.errors.country_code');
    const valid =
      /^\d+$/.test(mobile) &&
      (code === '91'
        ? mobile.length === INDIA_MOBILE_LENGTH
        : mobile.length >= OTHER_MOBILE_MIN_LENGTH);
    if (!valid) errors.mobile = t('admin.errors.mobile');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const payload: AdminConsultantCreateInput = {
    displayName: draft.displayName.trim(),
    photoUrl: draft.photoUrl,
    bioEn: draft.bioEn.trim(),
    bioDe: draft.bioDe.trim(),
    categories: draft.categories,
    languages: draft.languages,
    experienceYears: years,
    pricePerMinuteMinor: price ?? 0,
    callPricePerMinuteMinor: callPrice ?? null,
    platformSharePercent: share,
    countryCode: code,
    mobile,
  };
  return { ok: true, payload };
}

type AdminErrorKey =
  | 'admin.errors.name'
  | 'admin.errors.photo'
  | 'admin.errors.required'
  | 'admin.errors.pick_one'
  | 'admin.errors.years'
  | 'admin.errors.price'
  | 'admin.errors.call_price'
  | 'admin.errors.share'
  | 'admin.errors.country_code'
  | 'admin.errors.mobile';
