import type { ReactNode } from 'react';

/** The look of a text input, select or place search in the public forms (intake, kundli). */
export const FORM_INPUT =
  'min-h-11 w-full rounded-2xl border border-night/15 bg-paper px-4 outline-none focus:border-violet aria-[invalid=true]:border-error';

/**
 * A label, an optional hint and an error line around one control. The control itself names
 * `${id}-hint` and `${id}-error` in its aria-describedby.
 */
export function FormField({
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
        <p id={`${id}-error`} className="text-sm text-error-text">
          {error}
        </p>
      )}
    </div>
  );
}
