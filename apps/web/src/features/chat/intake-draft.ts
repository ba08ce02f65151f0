import type { IntakeValues } from './intake-values';

/**
 * What the user typed into a psychic's intake form, kept for the tab (sessionStorage) so a trip to
 * the price list and the payment gateway, which leaves the app, brings the form back as it was.
 * Forgotten once the request is sent.
 */
const keyOf = (consultantId: number) => `lumus.intakeDraft.${consultantId}`;

function isValues(value: unknown): value is IntakeValues {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['name'] === 'string' &&
    typeof v['gender'] === 'string' &&
    ['', 'MALE', 'FEMALE', 'OTHER'].includes(v['gender']) &&
    typeof v['birthDate'] === 'string' &&
    typeof v['birthTime'] === 'string' &&
    typeof v['birthTimeUnknown'] === 'boolean' &&
    typeof v['birthPlace'] === 'string' &&
    (v['placeId'] === null || typeof v['placeId'] === 'number')
  );
}

export function readIntakeDraft(consultantId: number): IntakeValues | null {
  try {
    const text = sessionStorage.getItem(keyOf(consultantId));
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isValues(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveIntakeDraft(consultantId: number, values: IntakeValues): void {
  try {
    sessionStorage.setItem(keyOf(consultantId), JSON.stringify(values));
  } catch {
    // Storage refused: the form still works, it is only not kept across the recharge.
  }
}

export function forgetIntakeDraft(consultantId: number): void {
  try {
    sessionStorage.removeItem(keyOf(consultantId));
  } catch {
    // Nothing was kept.
  }
}
