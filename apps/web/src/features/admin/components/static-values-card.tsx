import type { AdminStaticValue } from '@lumus/contract/admin/admin-settings';
import { LOGIN_CHECK_ID } from '@lumus/contract/constants';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveStaticValue } from '../api/admin-settings-api';
import { reasonOf } from './admin-format';
import { EditableListCard } from './editable-list-card';
import { FormFailure, SelectField, TextField } from './fields';
import { FormActions } from './form-actions';
import { LoginModeSelect } from './login-mode-select';
import { staticValueEdit, staticValueRows, type StaticValueRow } from './static-value-rows';
import { useSettingsSave } from './use-settings-save';

/**
 * Every static value the server has (and the ones it reads but nobody has set yet), each edited
 * by the rule of its id: the same check the server makes, so a refusal is explained here first.
 */
export function StaticValuesCard({ staticValues }: { staticValues: readonly AdminStaticValue[] }) {
  const { t } = useTranslation();
  const describe = (row: StaticValueRow) =>
    row.known === null ? row.description || '—' : t(`admin.static_values.known.${row.known}`);
  return (
    <EditableListCard
      title={t('admin.static_values.title')}
      hint={t('admin.static_values.hint')}
      testId="static-values"
      rows={staticValueRows(staticValues)}
      rowKey={(row) => row.id}
      editLabel={(row) => t('admin.static_values.edit', { id: row.id })}
      renderForm={(row, onDone) =>
        row === null ? null : <StaticValueForm row={row} title={describe(row)} onDone={onDone} />
      }
      columns={[
        { key: 'id', label: t('admin.static_values.id'), render: (row) => row.id },
        {
          key: 'value',
          label: t('admin.static_values.value'),
          render: (row) =>
            row.value === null ? (
              <span className="text-muted">{t('admin.static_values.not_set')}</span>
            ) : (
              <code className="break-all">
                {row.value}
                {row.mode === null ? '' : ` · ${row.mode}`}
              </code>
            ),
        },
        { key: 'description', label: t('admin.static_values.description'), render: describe },
      ]}
    />
  );
}

function StaticValueForm({
  row,
  title,
  onDone,
}: {
  row: StaticValueRow;
  title: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const isLoginCheck = row.id === LOGIN_CHECK_ID;
  const [value, setValue] = useState(row.value ?? (isLoginCheck ? 'false' : ''));
  const [mode, setMode] = useState(row.mode ?? 'MOBILE');
  const [error, setError] = useState<string | null>(null);
  const save = useSettingsSave(saveStaticValue, onDone);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const edit = staticValueEdit(row.id, value, mode);
    if (edit.problem !== null) {
      setError(t(`admin.errors.static.${edit.problem}`));
      return;
    }
    setError(null);
    save.mutate({ id: edit.id, value: edit.value, mode: edit.mode });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-2xl bg-paper p-3"
      data-testid="static-value-form"
    >
      <h3 className="text-base font-semibold text-night">
        {t('admin.static_values.editing', { id: row.id })}
        <span className="block text-sm font-normal text-muted">{title}</span>
      </h3>
      {isLoginCheck ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('admin.settings.captcha')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
            }}
          >
            <option value="false">{t('admin.no')}</option>
            <option value="true">{t('admin.yes')}</option>
          </SelectField>
          <LoginModeSelect value={mode} onChange={setMode} />
        </div>
      ) : (
        <TextField
          label={t('admin.static_values.value')}
          value={value}
          maxLength={500}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      )}
      {isLoginCheck ? <FormFailure message={error} /> : null}
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <FormActions pending={save.isPending} submitLabel={t('admin.save')} onCancel={onDone} />
    </form>
  );
}
