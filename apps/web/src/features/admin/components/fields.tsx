import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const inputStyle =
  'min-h-11 w-full rounded-xl border border-night/15 bg-white px-3 py-2 text-sm text-ink focus:border-violet focus:outline-none focus:ring-2 focus:ring-violet/30 aria-invalid:border-error';

/** The label, hint and error line around one control; `control` gets the ids to wire up. */
function FieldFrame({
  label,
  error,
  hint,
  control,
}: {
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  control: (
    id: string,
    invalid: { 'aria-invalid'?: true; 'aria-describedby'?: string },
  ) => ReactNode;
}) {
  const id = useId();
  const invalid =
    error === undefined || error === null
      ? {}
      : ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-night">
        {label}
      </label>
      {control(id, invalid)}
      {hint === undefined ? null : <p className="text-xs text-muted">{hint}</p>}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled input with its own error line. */
export function TextField({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: string;
}) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(id, invalid) => <input id={id} className={inputStyle} {...invalid} {...input} />}
    />
  );
}

/** A labelled text area with its own error line. */
export function TextAreaField({
  label,
  error,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null }) {
  return (
    <FieldFrame
      label={label}
      error={error}
      control={(id, invalid) => (
        <textarea id={id} rows={4} className={`${inputStyle} min-h-24`} {...invalid} {...area} />
      )}
    />
  );
}

export function SelectField({
  label,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  return (
    <FieldFrame
      label={label}
      control={(id) => (
        <select id={id} className={inputStyle} {...select}>
          {children}
        </select>
      )}
    />
  );
}

export function FieldError({ id, error }: { id?: string; error?: string | null }) {
  if (error === undefined || error === null) return null;
  return (
    <p id={id} className="text-xs text-error">
      {error}
    </p>
  );
}

/** The server's (or a thrown) reason under a form. */
export function FormFailure({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className="rounded-2xl bg-error/10 p-3 text-sm text-error-text">
      {message}
    </p>
  );
}

/** What a save changed, said once above the list it changed. */
export function SavedNotice({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="status" className="rounded-2xl bg-violet-soft p-3 text-sm text-night">
      {message}
    </p>
  );
}

/** A labelled checkbox as tall as a finger. */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-night">
      <input
        type="checkbox"
        className="accent-violet"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}
