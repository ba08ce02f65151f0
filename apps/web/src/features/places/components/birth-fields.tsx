import type { Place } from '@lumus/contract/astrology/place-search';
import type { ReactNode } from 'react';
import { FORM_INPUT, FormField } from '../../../lib/ui/form-field';
import { PlaceSearch } from './place-search';

/** The form's own names of the three fields (they key its ids and errors). */
export interface BirthFieldNames<F extends string> {
  date: F;
  time: F;
  place: F;
}

/**
 * Date, time (or "unknown") and place of birth, as the chat intake and the kundli forms ask them.
 * The form keeps the values and errors; `idOf` and `errorOf` (a translated message) take the
 * form's field names.
 */
export function BirthFields<F extends string>({
  names,
  idOf,
  errorOf,
  labels,
  values,
  maxDate,
  dateAndTimeSideBySide = false,
  placeNote,
  onDate,
  onTime,
  onTimeUnknown,
  onPlaceText,
  onPlacePick,
}: {
  names: BirthFieldNames<F>;
  idOf: (field: F) => string;
  errorOf: (field: F) => string | undefined;
  labels: { date: string; time: string; timeUnknown: string; place: string; placeHint: string };
  values: { date: string; time: string; timeUnknown: boolean; placeText: string };
  maxDate?: string;
  dateAndTimeSideBySide?: boolean;
  /** Shown under the place search, e.g. the place data's credit. */
  placeNote?: ReactNode;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
  onTimeUnknown: (unknown: boolean) => void;
  onPlaceText: (text: string) => void;
  onPlacePick: (place: Place, label: string) => void;
}) {
  const describedBy = (field: F, hint = false) =>
    [
      hint ? `${idOf(field)}-hint` : null,
      errorOf(field) === undefined ? null : `${idOf(field)}-error`,
    ]
      .filter((part) => part !== null)
      .join(' ') || undefined;

  const dateAndTime = (
    <>
      <FormField id={idOf(names.date)} label={labels.date} error={errorOf(names.date)}>
        <input
          id={idOf(names.date)}
          type="date"
          min="1900-01-01"
          max={maxDate}
          aria-invalid={errorOf(names.date) !== undefined}
          aria-describedby={describedBy(names.date)}
          value={values.date}
          onChange={(event) => {
            onDate(event.target.value);
          }}
          className={FORM_INPUT}
        />
      </FormField>
      <FormField id={idOf(names.time)} label={labels.time} error={errorOf(names.time)}>
        <input
          id={idOf(names.time)}
          type="time"
          disabled={values.timeUnknown}
          aria-invalid={errorOf(names.time) !== undefined}
          aria-describedby={describedBy(names.time)}
          value={values.timeUnknown ? '' : values.time}
          onChange={(event) => {
            onTime(event.target.value);
          }}
          className={FORM_INPUT}
        />
        <label className="mt-2 flex items-center gap-2 text-sm text-night">
          <input
            type="checkbox"
            checked={values.timeUnknown}
            onChange={(event) => {
              onTimeUnknown(event.target.checked);
            }}
            className="size-4 accent-violet"
          />
          {labels.timeUnknown}
        </label>
      </FormField>
    </>
  );

  return (
    <>
      {dateAndTimeSideBySide ? (
        <div className="grid gap-5 sm:grid-cols-2">{dateAndTime}</div>
      ) : (
        dateAndTime
      )}
      <FormField
        id={idOf(names.place)}
        label={labels.place}
        hint={labels.placeHint}
        error={errorOf(names.place)}
      >
        <PlaceSearch
          id={idOf(names.place)}
          invalid={errorOf(names.place) !== undefined}
          describedBy={describedBy(names.place, true)}
          value={values.placeText}
          onTextChange={onPlaceText}
          onPick={onPlacePick}
          className={FORM_INPUT}
        />
        {placeNote}
      </FormField>
    </>
  );
}
