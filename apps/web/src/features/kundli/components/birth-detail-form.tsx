import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { todayIso } from '../../compatibility/compatibility-dates';
import { PlaceSearch } from '../../places/components/place-search';
import {
  EMPTY_BIRTH_DETAIL,
  validateBirthDetail,
  type BirthDetailErrors,
  type BirthDetailField,
  type BirthDetailValues,
} from '../birth-detail-values';

const INPUT =
  'min-h-11 w-full rounded-2xl border border-night/15 bg-paper px-4 outline-none focus:border-violet aria-[invalid=true]:border-red-600';

function Field(props: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block font-semibold text-night">
        {props.label}
      </label>
      {props.hint === undefined ? null : (
        <p id={`${props.id}-hint`} className="text-sm text-muted">
          {props.hint}
        </p>
      )}
      {props.children}
      {props.error === undefined ? null : (
        <p id={`${props.id}-error`} className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Name, gender, date, time (or unknown) and a place from the offline place search. */
export function BirthDetailForm({
  pending,
  failure,
  onSubmit,
}: {
  pending: boolean;
  failure: string | null;
  onSubmit: (values: BirthDetailValues, reset: () => void) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [values, setValues] = useState(EMPTY_BIRTH_DETAIL);
  const [errors, setErrors] = useState<BirthDetailErrors>({});
  const id = (field: BirthDetailField) => `${baseId}-${field}`;
  const message = (field: BirthDetailField) => {
    const problem = errors[field];
    return problem === undefined ? undefined : t(`kundli.errors.${problem}`);
  };
  const describedBy = (field: BirthDetailField, hint = false) =>
    [hint ? `${id(field)}-hint` : null, errors[field] === undefined ? null : `${id(field)}-error`]
      .filter((part) => part !== null)
      .join(' ') || undefined;
  const set = (patch: Partial<BirthDetailValues>, field: BirthDetailField) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateBirthDetail(values, todayIso());
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit(values, () => {
        setValues(EMPTY_BIRTH_DETAIL);
      });
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${baseId}-heading`}
      className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
    >
      <h2 id={`${baseId}-heading`} className="text-xl font-semibold text-night">
        {t('kundli.add_heading')}
      </h2>
      <Field id={id('name')} label={t('kundli.name')} error={message('name')}>
        <input
          id={id('name')}
          aria-invalid={errors.name !== undefined}
          aria-describedby={describedBy('name')}
          autoComplete="off"
          value={values.name}
          onChange={(event) => {
            set({ name: event.target.value }, 'name');
          }}
          className={INPUT}
        />
      </Field>
      <Field id={id('gender')} label={t('kundli.gender')} error={message('gender')}>
        <select
          id={id('gender')}
          aria-invalid={errors.gender !== undefined}
          aria-describedby={describedBy('gender')}
          value={values.gender}
          onChange={(event) => {
            set({ gender: event.target.value as BirthDetailValues['gender'] }, 'gender');
          }}
          className={INPUT}
        >
          <option value="">{t('kundli.gender_choose')}</option>
          <option value="MALE">{t('kundli.gender_male')}</option>
          <option value="FEMALE">{t('kundli.gender_female')}</option>
          <option value="OTHER">{t('kundli.gender_other')}</option>
        </select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('birthDate')} label={t('kundli.birth_date')} error={message('birthDate')}>
          <input
            id={id('birthDate')}
            type="date"
            min="1900-01-01"
            max={todayIso()}
            aria-invalid={errors.birthDate !== undefined}
            aria-describedby={describedBy('birthDate')}
            value={values.birthDate}
            onChange={(event) => {
              set({ birthDate: event.target.value }, 'birthDate');
            }}
            className={INPUT}
          />
        </Field>
        <Field id={id('birthTime')} label={t('kundli.birth_time')} error={message('birthTime')}>
          <input
            id={id('birthTime')}
            type="time"
            disabled={values.birthTimeUnknown}
            aria-invalid={errors.birthTime !== undefined}
            aria-describedby={describedBy('birthTime')}
            value={values.birthTimeUnknown ? '' : values.birthTime}
            onChange={(event) => {
              set({ birthTime: event.target.value }, 'birthTime');
            }}
            className={INPUT}
          />
          <label className="mt-2 flex items-center gap-2 text-sm text-night">
            <input
              type="checkbox"
              checked={values.birthTimeUnknown}
              onChange={(event) => {
                set({ birthTimeUnknown: event.target.checked }, 'birthTime');
              }}
              className="size-4 accent-violet"
            />
            {t('kundli.birth_time_unknown')}
          </label>
        </Field>
      </div>
      <Field
        id={id('place')}
        label={t('kundli.birth_place')}
        hint={t('kundli.birth_place_hint')}
        error={message('place')}
      >
        <PlaceSearch
          id={id('place')}
          invalid={errors.place !== undefined}
          describedBy={describedBy('place', true)}
          value={values.placeText}
          onTextChange={(text) => {
            set({ placeText: text, place: null }, 'place');
          }}
          onPick={(place, label) => {
            set({ placeText: label, place }, 'place');
          }}
          className={INPUT}
        />
        <p className="text-xs text-muted">{t('places.credit')}</p>
      </Field>
      {failure === null ? null : (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? t('kundli.saving') : t('kundli.save')}
      </button>
    </form>
  );
}
