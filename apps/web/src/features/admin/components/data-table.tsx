import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

/**
 * A table on wide screens; on phones each row becomes a card whose cells carry their column
 * label (from `data-label`), so nothing needs sideways scrolling.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  testId?: string;
}) {
  return (
    <table data-testid={testId} className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-sm:sr-only">
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={`border-b border-night/10 px-3 py-2 font-semibold text-muted ${
                column.numeric === true ? 'text-right' : 'text-left'
              }`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="max-sm:mb-3 max-sm:block max-sm:rounded-2xl max-sm:bg-white max-sm:p-3 max-sm:shadow-sm max-sm:ring-1 max-sm:ring-night/5 sm:hover:bg-violet-soft/40"
          >
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.label}
                className={`align-top sm:border-b sm:border-night/5 sm:px-3 sm:py-2.5 max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:py-1 max-sm:before:font-medium max-sm:before:text-muted max-sm:before:content-[attr(data-label)] ${
                  column.numeric === true ? 'sm:text-right tabular-nums' : ''
                }`}
              >
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
