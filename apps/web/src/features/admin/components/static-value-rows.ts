import type { AdminStaticValue } from '@lumus/contract/admin/admin-settings';
import {
  isKnownStaticValueId,
  KNOWN_STATIC_VALUE_IDS,
  type KnownStaticValueId,
  staticValueProblem,
  type StaticValueProblem,
} from '@lumus/contract/admin/admin-static-values';
import { LOGIN_CHECK_ID } from '@lumus/contract/constants';

export type StaticValueRow = Readonly<{
  id: number;
  /** Null while the server has no row (it uses its default). */
  value: string | null;
  mode: string | null;
  description: string;
  /** Set when the server reads this id itself: its description is ours to translate. */
  known: KnownStaticValueId | null;
}>;

/** Every stored value plus the known ids not stored yet, by id. */
export function staticValueRows(stored: readonly AdminStaticValue[]): StaticValueRow[] {
  const rows: StaticValueRow[] = stored.map((row) => ({
    id: row.id,
    value: row.value,
    mode: row.mode,
    description: row.description,
    known: isKnownStaticValueId(row.id) ? row.id : null,
  }));
  for (const id of KNOWN_STATIC_VALUE_IDS) {
    if (!rows.some((row) => row.id === id)) {
      rows.push({ id, value: null, mode: null, description: '', known: id });
    }
  }
  return rows.toSorted((a, b) => a.id - b.id);
}

/** What the editor sends for a row: only the login check carries a mode. */
export function staticValueEdit(
  id: number,
  value: string,
  mode: string,
): { id: number; value: string; mode: string | null; problem: StaticValueProblem | null } {
  const trimmed = value.trim();
  const sentMode = id === LOGIN_CHECK_ID ? mode : null;
  return { id, value: trimmed, mode: sentMode, problem: staticValueProblem(id, trimmed, sentMode) };
}
