import type { AdminConsultant } from '@lumus/contract/admin/admin-consultants';
import { INDIA_MOBILE_LENGTH, OTHER_MOBILE_MIN_LENGTH } from '@lumus/contract/constants';
import type { AdminConsultantCreateInput } from '@lumus/contract/admin/admin-consultants';
import { MAX_PRICE_PER_MINUTE } from '@lumus/contract/markets/market-currency';
import { parseAmount, amountInput } from './admin-format';

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
  /** Offered in India at the rupee prices above (decision 045). */
  servesInr: boolean;
  /** The euro chat price; empty: not offered in the euro market. */
  eurPrice: string;
  /** The euro call price; empty: no calls in euros. */
  eurCallPrice: string;
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
    price: consultant === null ? '' : amountInput(consultant.pricePerMinuteMinor),
    callPrice:
      consultant?.callPricePerMinuteMinor == null
        ? ''
        : amountInput(consultant.callPricePerMinuteMinor),
    servesInr: consultant?.servesInr ?? true,
    eurPrice:
      consultant?.eurPricePerMinuteMinor == null
        ? ''
        : amountInput(consultant.eurPricePerMinuteMinor),
    eurCallPrice:
      consultant?.eurCallPricePerMinuteMinor == null
        ? ''
        : amountInput(consultant.eurCallPricePerMinuteMinor),
    share: consultant?.platformSharePercent == null ? '' : String(consultant.platformSharePercent),
    countryCode: consultant?.countryCode ?? '91',
    mobile: consultant?.mobile ?? '',
  };
}

export type Errors = Partial<Record<keyof Draft, string>>;

/** An optional price field: null when empty, undefined when it is not an amount up to `max`. */
function optionalPrice(text: string, max: number): number | null | undefined {
  if (text.trim() === '') return null;
  const minor = parseAmount(text);
  return minor === undefined || minor > max ? undefined : minor;
}

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
  const price = parseAmount(draft.price);
  if (price === undefined || price > MAX_PRICE_PER_MINUTE.INR)
    errors.price = t('admin.errors.price');
  const callPrice = optionalPrice(draft.callPrice, MAX_PRICE_PER_MINUTE.INR);
  if (callPrice === undefined) errors.callPrice = t('admin.errors.call_price');
  const eurPrice = optionalPrice(draft.eurPrice, MAX_PRICE_PER_MINUTE.EUR);
  if (eurPrice === undefined) errors.eurPrice = t('admin.errors.eur_price');
  const eurCallPrice = optionalPrice(draft.eurCallPrice, MAX_PRICE_PER_MINUTE.EUR);
  if (eurCallPrice === undefined) errors.eurCallPrice = t('admin.errors.eur_call_price');
  else if (eurCallPrice !== null && eurPrice === null) {
    errors.eurCallPrice = t('admin.errors.eur_call_without_chat');
  }
  // A psychic offered nowhere would vanish from every list; suspending says so openly.
  if (!draft.servesInr && eurPrice === null) errors.servesInr = t('admin.errors.no_market');
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
    servesInr: draft.servesInr,
    eurPricePerMinuteMinor: eurPrice ?? null,
    eurCallPricePerMinuteMinor: eurCallPrice ?? null,
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
  | 'admin.errors.eur_price'
  | 'admin.errors.eur_call_price'
  | 'admin.errors.eur_call_without_chat'
  | 'admin.errors.no_market'
  | 'admin.errors.share'
  | 'admin.errors.country_code'
  | 'admin.errors.mobile';
