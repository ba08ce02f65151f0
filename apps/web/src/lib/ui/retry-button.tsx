import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';

/**
 * "Try again" for a load that failed (decision 042): a page never stays on "Loading…" without a
 * way on. Disabled while the new attempt runs, so a tap is not counted twice.
 */
export function RetryButton({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onRetry}>
      {t('wallet.retry')}
    </button>
  );
}

/** A failed part of a page that is otherwise there (more cards, the reviews): a line and Retry. */
export function InlineRetry({
  message,
  onRetry,
  busy,
  align = 'start',
}: {
  message: string;
  onRetry: () => void;
  busy: boolean;
  align?: 'start' | 'center';
}) {
  return (
    <div
      role="alert"
      className={`flex flex-col gap-2 ${align === 'center' ? 'items-center text-center' : 'items-start'}`}
    >
      <p className="text-sm text-error">{message}</p>
      <RetryButton onRetry={onRetry} busy={busy} />
    </div>
  );
}
