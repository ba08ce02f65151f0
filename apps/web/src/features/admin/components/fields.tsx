import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

export const inputStyle =
  'min-h-11 w-full rounded-xl border border-night/15 bg-white px-3 py-2 text-sm text-ink focus:border-violet focus:outline-none focus:ring-2 focus:ring-violet/30 aria-invalid:border-error';

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
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-night">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error === undefined || error === null ? undefined : true}
        aria-describedby={error === undefined || error === null ? undefined : `${id}-error`}
        className={inputStyle}
        {...input}
      />
      {hint === undefined ? null : <p className="text-xs text-muted">{hint}</p>}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-night">
        {label}
      </label>
      <select id={id} className={inputStyle} {...select}>
        {children}
      </select>
    </div>
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
    <p role="alert" className="rounded-2xl bg-error/10 p-3 text-sm text-error">
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
