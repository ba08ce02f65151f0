/*
 * CSV as spreadsheets and bank upload portals read it (RFC 4180, CRLF lines). A text cell that
 * starts like a formula (= + - @) gets a leading apostrophe, so a name typed by a user cannot run
 * in the operator's spreadsheet; numbers are written as they are.
 */

export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Minor units as a decimal amount with two places ("1234.50"), as bank files expect. */
export function majorAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const whole = Math.abs(minor);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
