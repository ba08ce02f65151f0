import type { SessionKind } from '@lumus/contract/chat/chat-order';
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { FORM_INPUT, FormField } from '../../../lib/ui/form-field';
import { todayIso } from '../../compatibility/compatibility-dates';
import { BirthFields } from '../../places/components/birth-fields';
import {
  validateIntake,
  type Gender,
  type IntakeErrors,
  type IntakeField,
  type IntakeValues,
} from '../intake-values';

/**
 * Spec screen 2: name, gender, birth date, birth time (or "I don't know") and birth place. All
 * problems show at once under their inputs; `onSubmit` only gets a valid form.
 */
export function IntakeForm({
  initialValues,
  pending,
  failure,
  onSubmit,
  onValuesChange,
  kind = 'chat',
  beforeSubmit = null,
}: {
  initialValues: IntakeValues;
  pending: boolean;
  failure: string | null;
  onSubmit: (values: IntakeValues) => void;
  /** Every edit, so the page can keep the draft (e.g. across a recharge). */
  onValuesChange?: (values: IntakeValues) => void;
  /** What the request is for: its submit button says so. */
  kind?: SessionKind;
  /** Shown just above the submit button (the consent of a first paid session). */
  beforeSubmit?: ReactNode;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<IntakeErrors>({});
  const firstValues = useRef(values);
  useEffect(() => {
    // The first values are what the page gave: not an edit.
    if (values !== firstValues.current) onValuesChange?.(values);
  }, [values, onValuesChange]);

  const id = (field: IntakeField) => `${baseId}-${field}`;
  const message = (field: IntakeField) => {
    const problem = errors[field];
    return problem === undefined ? undefined : t(`chat.intake.errors.${problem}`);
  };
  // Name and gender; the birth fields set their own.
  const inputProps = (field: 'name' | 'gender') => ({
    id: id(field),
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby': errors[field] === undefined ? undefined : `${id(field)}-error`,
  });
  const change = <K extends keyof IntakeValues>(key: K, value: IntakeValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== 'birthTimeUnknown') {
      setErrors((current) => ({ ...current, [key]: undefined }));
    } else {
      setErrors((current) => ({ ...current, birthTime: undefined }));
    }
  };
  // Typing clears the chosen suggestion: its id would no longer match the text.
  const changePlace = (birthPlace: string, placeId: number | null) => {
    setValues((current) => ({ ...current, birthPlace, placeId }));
    setErrors((current) => ({ ...current, birthPlace: undefined }));
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
      <FormField id={id('name')} label={t('chat.intake.name')} error={message('name')}>
        <input
          {...inputProps('name')}
          autoComplete="name"
          value={values.name}
          onChange={(event) => {
            change('name', event.target.value);
          }}
          className={FORM_INPUT}
        />
      </FormField>
      <FormField id={id('gender')} label={t('chat.intake.gender')} error={message('gender')}>
        <select
          {...inputProps('gender')}
          value={values.gender}
          onChange={(event) => {
            change('gender', event.target.value as Gender | '');
          }}
          className={FORM_INPUT}
        >
          <option value="">{t('chat.intake.gender_choose')}</option>
          <option value="MALE">{t('chat.intake.gender_male')}</option>
          <option value="FEMALE">{t('chat.intake.gender_female')}</option>
          <option value="OTHER">{t('chat.intake.gender_other')}</option>
        </select>
      </FormField>
      <BirthFields
        names={{ date: 'birthDate', time: 'birthTime', place: 'birthPlace' }}
        idOf={id}
        errorOf={message}
        labels={{
          date: t('chat.intake.birth_date'),
          time: t('chat.intake.birth_time'),
          timeUnknown: t('chat.intake.birth_time_unknown'),
          place: t('chat.intake.birth_place'),
          placeHint: t('chat.intake.birth_place_hint'),
        }}
        values={{
          date: values.birthDate,
          time: values.birthTime,
          timeUnknown: values.birthTimeUnknown,
          placeText: values.birthPlace,
        }}
        onDate={(value) => {
          change('birthDate', value);
        }}
        onTime={(value) => {
          change('birthTime', value);
        }}
        onTimeUnknown={(unknown) => {
          change('birthTimeUnknown', unknown);
        }}
        onPlaceText={(text) => {
          changePlace(text, null);
        }}
        onPlacePick={(place, label) => {
          changePlace(label, place.id);
        }}
      />
      {beforeSubmit}
      {failure === null ? null : (
        <p role="alert" className="text-sm text-error-text">
          {failure}
        </p>
      )}
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? t('chat.intake.submitting') : t(`${kind}.intake.submit`)}
      </button>
    </form>
  );
}
