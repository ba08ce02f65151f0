import { useId, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api/api-error';

/** The server's reason of a failed call, or the thrown error as text. */
export function failureReason(error: unknown): string {
  return isApiError(error) ? error.reason : String(error);
}

/** What stands in place of a summary form once it has been answered. */
export function SummaryThanks({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p role="status" data-testid={testId} className="rounded-2xl bg-violet-soft p-4 text-night">
      {children}
    </p>
  );
}

/** A summary form (rating, NPS) named by its heading. */
export function SummaryForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form
      aria-labelledby={titleId}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold text-night">
        {title}
      </h2>
      {children}
    </form>
  );
}

/** The optional free text of a summary form. */
export function SummaryTextField({
  label,
  value,
  rows,
  placeholder,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  rows: number;
  placeholder?: string;
  testId?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-night">
        {label}
      </label>
      <textarea
        id={id}
        data-testid={testId}
        value={value}
        maxLength={2000}
        rows={rows}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={`w-full rounded-2xl border border-night/15 bg-white px-4 py-2.5 text-ink ${
          placeholder === undefined ? '' : 'placeholder:text-muted '
        }focus:border-violet focus:outline-none focus-visible:ring-2 focus-visible:ring-violet/40`}
      />
    </div>
  );
}

/** A problem under a summary form (nothing chosen, a failed save). */
export function SummaryAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className="text-sm text-error-text">
      {message}
    </p>
  );
}
