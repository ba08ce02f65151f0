/**
 * The period the invoice list's CSV button exports: the list's own from/to filters, so the file
 * holds what the table and its totals show. Null until both days are set and in order, since the
 * export needs a closed period.
 */
export function invoiceExportPeriod(
  filters: Readonly<{ from: string; to: string }>,
): { from: string; to: string } | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(filters.from) || !day.test(filters.to)) return null;
  if (filters.from > filters.to) return null;
  return { from: filters.from, to: filters.to };
}
