import { isIdValue, isOptional, isRecord } from '../storage/json-guards';

/**
 * The `userData` record of spec §3 as the browser keeps it. Every field but the id is optional
 * because the record fills up over time (a fresh phone login has no name or birth data yet).
 * Unknown fields are kept so a newer server can add fields without breaking older clients.
 */
export interface StoredUser {
  id: number | string;
  name?: string | null;
  lastName?: string | null;
  gender?: string | null;
  dob?: string | null;
  timeOfBirth?: string | null;
  placeOfBirth?: string | null;
  timeZone?: string | null;
  email?: string | null;
  verifiedMobile?: string | boolean | null;
  isForeign?: boolean | null;
  profile_pic?: string | null;
  readonly [field: string]: unknown;
}

const TEXT_FIELDS = [
  'name',
  'lastName',
  'gender',
  'dob',
  'timeOfBirth',
  'placeOfBirth',
  'timeZone',
  'email',
  'profile_pic',
] as const satisfies readonly (keyof StoredUser)[];

/** The stored record when it has that shape (read by the app shell, before zod is loaded). */
export function toStoredUser(value: unknown): StoredUser | null {
  if (!isRecord(value)) return null;
  const { id, verifiedMobile, isForeign } = value;
  if (!isIdValue(id)) return null;
  if (!TEXT_FIELDS.every((field) => isOptional(value[field], 'string'))) return null;
  if (!(isOptional(verifiedMobile, 'string') || typeof verifiedMobile === 'boolean')) return null;
  if (!isOptional(isForeign, 'boolean')) return null;
  return { ...value, id };
}
