import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from './fields';

/** A filter picking one of `options`, or any. */
export function ChoiceFilter<Option extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    >
      <option value="">{t('admin.filters.any')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}

/** A text filter; `numeric` brings up the number pad for ids, `search` a search box. */
export function TextFilter({
  label,
  value,
  numeric,
  search,
  hint,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  numeric?: boolean;
  search?: boolean;
  hint?: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      type={search === true ? 'search' : undefined}
      inputMode={numeric === true ? 'numeric' : undefined}
      placeholder={placeholder}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}

/** "From" and "to" days of a list's filters. */
export function DateRangeFilters({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('admin.filters.from')}
        type="date"
        value={from}
        onChange={(event) => {
          onChange('from', event.target.value);
        }}
      />
      <TextField
        label={t('admin.filters.to')}
        type="date"
        value={to}
        onChange={(event) => {
          onChange('to', event.target.value);
        }}
      />
    </>
  );
}
