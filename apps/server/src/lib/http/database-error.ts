/**
 * A database error caused by a value the client sent, answered as a 4xx instead of a 500. The
 * contract's fields keep such values out (ids within `integer`, storable text); this is the net for
 * whatever a field schema still lets through.
 */
export type DatabaseInputError = Readonly<{ status: 400 | 409; reason: string; sqlState: string }>;

const REASON_BY_STATE: Readonly<Record<string, string>> = {
  '22001': 'A text is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time is invalid.',
  '22008': 'A date or time is out of range.',
  '22021': 'A text contains a character that cannot be stored.',
  '22P02': 'A value has the wrong format.',
  '22P05': 'A text contains a character that cannot be stored.',
  '23502': 'A required value is missing.',
  '23503': 'The request refers to something that does not exist.',
  '23505': 'This already exists.',
  '23514': 'A value is not allowed.',
  '54000': 'A value is too large.',
};

/** PostgreSQL's (and PGlite's) error carries the SQLSTATE in `code`; drizzle wraps it in `cause`. */
function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code: unknown = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Maps data exceptions (SQLSTATE class 22), integrity violations (class 23) and program limits
 * (class 54, e.g. an index row too large) to a 400, a unique violation to a 409; anything else
 * (lost connection, syntax, deadlock) stays a server error.
 */
export function databaseInputError(error: unknown): DatabaseInputError | undefined {
  const sqlState = sqlStateOf(error);
  if (sqlState === undefined) return undefined;
  const sqlClass = sqlState.slice(0, 2);
  if (sqlClass !== '22' && sqlClass !== '23' && sqlClass !== '54') return undefined;
  const reason =
    REASON_BY_STATE[sqlState] ??
    (sqlClass === '23' ? 'The request conflicts with stored data.' : 'A value is invalid.');
  return { status: sqlState === '23505' ? 409 : 400, reason, sqlState };
}
