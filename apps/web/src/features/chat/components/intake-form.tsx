import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { todayIso } from '../../compatibility/compatibility-dates';
import { PlaceSearch } from '../../places/components/place-search';
import {
  validateIntake,
  type Gender,
  type IntakeErrors,
  type IntakeField,
  type IntakeValues,
} from '../intake-values';

const INPUT =
  'min-h-11 w-full rounded-2xl border border-night/15 bg-paper px-4 outline-none focus:border-violet aria-[invalid=true]:border-red-600';

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-night">
        {label}
      </label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Spec screen 2: name, gender, birth date, birth time (or "I don't know") and birth place. All
 * problems show at once under their inputs; `onSubmit` only gets a valid form.
 */
export function IntakeForm({
  initialValues,
  pending,
  failure,
  onSubmit,
}: {
  initialValues: IntakeValues;
  pending: boolean;
  failure: string | null;
  onSubmit: (values: IntakeValues) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<IntakeErrors>({});

  const id = (field: IntakeField) => `${baseId}-${field}`;
  const message = (field: IntakeField) => {
    const problem = errors[field];
    return problem === undefined ? undefined : t(`chat.intake.errors.${problem}`);
  };
  const inputProps = (field: IntakeField) => ({
    id: id(field),
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby':
      [
        field === 'birthPlace' ? `${id(field)}-hint` : null,
        errors[field] === undefined ? null : `${id(field)}-error`,
      ]
        .filter((part) => part !== null)
        .join(' ') || undefined,
  });
  const change = <K extends keyof IntakeValues>(key: K, value: IntakeValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== 'birthTimeUnknown') {
      setErrors((current) => ({ ...current, [key]: undefined }));
    } else {
      setErrors((current) => ({ ...current, birthTime: undefined }));
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateIntake(values, todayIso());
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="intake-form"
      className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
    >
      <Field id={id('name')} label={t('chat.intake.name')} error={message('name')}>
        <input
          {...inputProps('name')}
          autoComplete="name"
          value={values.name}
          onChange={(event) => {
            change('name', event.target.value);
          }}
          className={INPUT}
        />
      </Field>
      <Field id={id('gender')} label={t('chat.intake.gender')} error={message('gender')}>
        <select
          {...inputProps('gender')}
          value={values.gender}
          onChange={(event) => {
            change('gender', event.target.value as Gender | '');
          }}
          className={INPUT}
        >
          <option value="">{t('chat.intake.gender_choose')}</option>
          <option value="MALE">{t('chat.intake.gender_male')}</option>
          <option value="FEMALE">{t('chat.intake.gender_female')}</option>
          <option value="OTHER">{t('chat.intake.gender_other')}</option>
        </select>
      </Field>
      <Field id={id('birthDate')} label={t('chat.intake.birth_date')} error={message('birthDate')}>
        <input
          {...inputProps('birthDate')}
          type="date"
          min="1900-01-01"
          value={values.birthDate}
          onChange={(event) => {
            change('birthDate', event.target.value);
          }}
          className={INPUT}
        />
      </Field>
      <Field id={id('birthTime')} label={t('chat.intake.birth_time')} error={message('birthTime')}>
        <input
          {...inputProps('birthTime')}
          type="time"
          disabled={values.birthTimeUnknown}
          value={values.birthTimeUnknown ? '' : values.birthTime}
          onChange={(event) => {
            change('birthTime', event.target.value);
          }}
          className={INPUT}
        />
        <label className="mt-2 flex items-center gap-2 text-sm text-night">
          <input
            type="checkbox"
            checked={values.birthTimeUnknown}
            onChange={(event) => {
              change('birthTimeUnknown', event.target.checked);
            }}
            className="size-4 accent-violet"
          />
          {t('chat.intake.birth_time_unknown')}
        </label>
      </Field>
      <Field
        id={id('birthPlace')}
        label={t('chat.intake.birth_place')}
        hint={t('chat.intake.birth_place_hint')}
        error={message('birthPlace')}
      >
        <PlaceSearch
          id={id('birthPlace')}
          invalid={errors.birthPlace !== undefined}
          describedBy={inputProps('birthPlace')['aria-describedby']}
          value={values.birthPlace}
          onTextChange={(text) => {
            change('birthPlace', text);
          }}
          onPick={(_place, label) => {
            change('birthPlace', label);
          }}
          className={INPUT}
        />
      </Field>
      {failure === null ? null : (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? t('chat.intake.submitting') : t('chat.intake.submit')}
      </button>
    </form>
  );
}
