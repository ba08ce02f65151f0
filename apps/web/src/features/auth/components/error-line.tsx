/** The error line of the sign-in dialogs; announced when it appears. */
export function ErrorLine({ message, testId }: { message: string | null; testId: string }) {
  return (
    <p role="alert" data-testid={testId} className="min-h-5 text-sm text-error">
      {message ?? ''}
    </p>
  );
}
