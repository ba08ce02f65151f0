import { useId, type ReactNode, type SyntheticEvent } from 'react';

/** The card an admin edits one record in: a form named by its heading. */
export function EditFormCard({
  title,
  testId,
  onSubmit,
  children,
}: {
  title: string;
  testId: string;
  onSubmit: (event: SyntheticEvent) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      data-testid={testId}
      className="space-y-5 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-night">
        {title}
      </h2>
      {children}
    </form>
  );
}
