import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { FORM_INPUT, FormField } from '../../../lib/ui/form-field';
import { todayIso } from '../../compatibility/compatibility-dates';
import { BirthFields } from '../../places/components/birth-fields';
import {
  EMPTY_BIRTH_DETAIL,
  validateBirthDetail,
  type BirthDetailErrors,
  type BirthDetailField,
  type BirthDetailValues,
} from '../birth-detail-values';

/** Name, gender, date, time (or unknown) and a place from the offline place search. */
export function BirthDetailForm({
  pending,
  failure,
  onSubmit,
  labels,
}: {
  /** A guest's form says what it does for them (decision 047); saving by default. */
  labels?: { heading: string; submit: string; pending: string };
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
  // Name and gender; the birth fields set their own.
  const describedBy = (field: 'name' | 'gender') =>
    errors[field] === undefined ? undefined : `${id(field)}-error`;
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
        {labels?.heading ?? t('kundli.add_heading')}
      </h2>
      <FormField id={id('name')} label={t('kundli.name')} error={message('name')}>
        <input
          id={id('name')}
          aria-invalid={errors.name !== undefined}
          aria-describedby={describedBy('name')}
          autoComplete="off"
          value={values.name}
          onChange={(event) => {
            set({ name: event.target.value }, 'name');
          }}
          className={FORM_INPUT}
        />
      </FormField>
      <FormField id={id('gender')} label={t('kundli.gender')} error={message('gender')}>
        <select
          id={id('gender')}
          aria-invalid={errors.gender !== undefined}
          aria-describedby={describedBy('gender')}
          value={values.gender}
          onChange={(event) => {
            set({ gender: event.target.value as BirthDetailValues['gender'] }, 'gender');
          }}
          className={FORM_INPUT}
        >
          <option value="">{t('kundli.gender_choose')}</option>
          <option value="MALE">{t('kundli.gender_male')}</option>
          <option value="FEMALE">{t('kundli.gender_female')}</option>
          <option value="OTHER">{t('kundli.gender_other')}</option>
        </select>
      </FormField>
      <BirthFields
        names={{ date: 'birthDate', time: 'birthTime', place: 'place' }}
        idOf={id}
        errorOf={message}
        labels={{
          date: t('kundli.birth_date'),
          time: t('kundli.birth_time'),
          timeUnknown: t('kundli.birth_time_unknown'),
          place: t('kundli.birth_place'),
          placeHint: t('kundli.birth_place_hint'),
        }}
        values={{
          date: values.birthDate,
          time: values.birthTime,
          timeUnknown: values.birthTimeUnknown,
          placeText: values.placeText,
        }}
        maxDate={todayIso()}
        dateAndTimeSideBySide
        placeNote={<p className="text-xs text-muted">{t('places.credit')}</p>}
        onDate={(value) => {
          set({ birthDate: value }, 'birthDate');
        }}
        onTime={(value) => {
          set({ birthTime: value }, 'birthTime');
        }}
        onTimeUnknown={(unknown) => {
          set({ birthTimeUnknown: unknown }, 'birthTime');
        }}
        onPlaceText={(text) => {
          set({ placeText: text, place: null }, 'place');
        }}
        onPlacePick={(place, label) => {
          set({ placeText: label, place }, 'place');
        }}
      />
      {failure === null ? null : (
        <p role="alert" className="text-sm text-error-text">
          {failure}
        </p>
      )}
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? (labels?.pending ?? t('kundli.saving')) : (labels?.submit ?? t('kundli.save'))}
      </button>
    </form>
  );
}
