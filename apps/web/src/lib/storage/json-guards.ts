/**
 * Small checks for JSON the app shell reads from storage or a token before its first render.
 * zod (26 KB gzipped) is loaded with the first API answer instead, so these few shapes are
 * checked by hand (see docs/decisions/018-initial-javascript-budget.md).
 */
export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Absent, null or of the given primitive type. */
export function isOptional(value: unknown, type: 'string' | 'number' | 'boolean'): boolean {
  return value === undefined || value === null || typeof value === type;
}

export function isIdValue(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}
