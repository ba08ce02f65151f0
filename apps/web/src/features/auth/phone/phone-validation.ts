import {
  INDIA_DIAL_CODE,
  INDIA_MOBILE_LENGTH,
  OTHER_MOBILE_MIN_LENGTH,
} from '@lumus/contract/constants';

export type PhoneProblem = 'exact_10' | 'min_length';

/** Spec §5: +91 needs exactly 10 digits, any other country at least 3. */
export function phoneProblem(dialCode: string, digits: string): PhoneProblem | null {
  if (dialCode === INDIA_DIAL_CODE)
    return digits.length === INDIA_MOBILE_LENGTH ? null : 'exact_10';
  return digits.length >= OTHER_MOBILE_MIN_LENGTH ? null : 'min_length';
}

/** The input keeps digits only (spec §5). */
export function onlyDigits(text: string): string {
  return text.replace(/\D+/g, '');
}
