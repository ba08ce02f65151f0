import { Moon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryButton } from './retry-button';

/** Grey placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="h-16 rounded-2xl bg-night/5 motion-safe:animate-pulse" />
      ))}
    </ul>
  );
}

/** A calm empty or error state with an optional action. */
export function ListMessage({
  title,
  text,
  action,
  tone = 'calm',
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  tone?: 'calm' | 'error';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-night/5"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-violet-soft text-violet">
        <Moon aria-hidden="true" className="size-6" />
      </span>
      <h2 className={`text-lg font-semibold ${tone === 'error' ? 'text-error' : 'text-night'}`}>
        {title}
      </h2>
      {text === undefined ? null : <p className="max-w-sm text-sm text-muted">{text}</p>}
      {action}
    </div>
  );
}

/** The error state of a wallet list: what went wrong and a way to try again. */
export function LoadFailedMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ListMessage
      tone="error"
      title={t('wallet.load_failed')}
      action={<RetryButton onRetry={onRetry} busy={false} />}
    />
  );
}
