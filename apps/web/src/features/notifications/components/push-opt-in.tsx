import { Bell, BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { usePushState } from '../use-push-state';

/**
 * "Tell me when …": offered where a notification helps (waiting for a psychic, the console),
 * never on a first visit. Hidden where the browser has no web push; once on, it says so.
 */
export function PushOptIn({ label, testId }: { label: string; testId: string }) {
  const { t } = useTranslation();
  const push = usePushState();
  if (push.state === null || push.state === 'unsupported') return null;
  if (push.state === 'on') {
    return (
      <p
        data-testid={testId}
        data-state="on"
        className="flex items-center justify-center gap-2 text-sm text-muted"
      >
        <BellRing aria-hidden="true" className="size-4 text-violet" />
        {t('notifications.opt_in.on')}
      </p>
    );
  }
  if (push.state === 'denied') {
    return (
      <p
        data-testid={testId}
        data-state="denied"
        className="flex items-center justify-center gap-2 text-sm text-muted"
      >
        <BellOff aria-hidden="true" className="size-4" />
        {t('notifications.opt_in.denied')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        data-testid={testId}
        data-state="ask"
        disabled={push.busy}
        onClick={() => void push.enable()}
        className={buttonStyles.secondary}
      >
        <Bell aria-hidden="true" className="size-4" />
        {label}
      </button>
      {push.failed ? (
        <p role="alert" className="text-sm text-error-text">
          {t('notifications.opt_in.failed')}
        </p>
      ) : null}
    </div>
  );
}
