import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { DataTable, type Column } from './data-table';
import { RowButton } from './row-button';
import { Card } from './settings-card';

/**
 * A settings card listing rows with "Edit" on each and, when `addLabel` is given, a button for a
 * new one; the form for the row being edited (null: a new row) opens under the table.
 */
export function EditableListCard<Row>({
  title,
  hint,
  testId,
  rows,
  rowKey,
  columns,
  editLabel,
  addLabel,
  renderForm,
}: {
  title: string;
  hint?: string;
  testId?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly Column<Row>[];
  /** Names the edited row for screen readers. */
  editLabel?: (row: Row) => string;
  addLabel?: string;
  renderForm: (row: Row | null, onDone: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const onDone = () => {
    setEditing(null);
  };
  const editColumn: Column<Row> = {
    key: 'edit',
    label: t('admin.actions'),
    render: (row) => (
      <RowButton
        label={editLabel?.(row)}
        onClick={() => {
          setEditing({ row });
        }}
      >
        {t('admin.edit')}
      </RowButton>
    ),
  };
  return (
    <Card title={title}>
      {hint === undefined ? null : <p className="text-xs text-muted">{hint}</p>}
      <DataTable
        caption={title}
        testId={testId}
        rows={rows}
        rowKey={rowKey}
        columns={[...columns, editColumn]}
      />
      {editing !== null ? (
        <Fragment key={editing.row === null ? 'new' : rowKey(editing.row)}>
          {renderForm(editing.row, onDone)}
        </Fragment>
      ) : addLabel === undefined ? null : (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            setEditing({ row: null });
          }}
        >
          {addLabel}
        </button>
      )}
    </Card>
  );
}
