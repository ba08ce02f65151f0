import type { ReactNode } from 'react';
import { EmptyIllustration } from './empty-illustration';

/** Empty, not-found and error states of the catalogue: illustration, words, one way forward. */
export function CatalogueMessage({
  title,
  text,
  action,
  tone = 'calm',
  heading = 'h2',
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  tone?: 'calm' | 'error';
  heading?: 'h1' | 'h2';
}) {
  const Heading = heading;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      data-testid="catalogue-message"
      className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-night/5"
    >
      <EmptyIllustration />
      <Heading
        className={`text-xl font-semibold ${tone === 'error' ? 'text-error' : 'text-night'}`}
      >
        {title}
      </Heading>
      {text === undefined ? null : <p className="max-w-sm text-sm text-muted">{text}</p>}
      {action}
    </div>
  );
}
