import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { consoleCallSettingsQuery, setConsoleCalls } from '../api/console-call-settings';
import { consoleKeys } from '../api/console-keys';
import { ToggleSwitch } from './toggle-switch';

/**
 * "Available for calls" beside the status switch: with it on, the psychic's cards show Call and
 * users can ring them. Without a call price from the operator it rests and says so (the server's
 * 409 reason when the switch was tried anyway).
 */
export function CallsSwitch() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const hintId = useId();
  const settings = useQuery(consoleCallSettingsQuery(userId));
  const change = useMutation({
    mutationFn: setConsoleCalls,
    onSuccess: (next) => {
      queryClient.setQueryData(consoleKeys.callSettings(userId), next);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.callSettings(userId) }),
  });

  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-white/85">
        {t('console.calls.load_failed')}
      </p>
    );
  }
  if (settings.data === undefined) {
    return (
      <div
        aria-hidden="true"
        className="h-11 w-56 rounded-full bg-white/10 motion-safe:animate-pulse"
      />
    );
  }
  const { acceptsCalls, callPricePerMinuteMinor } = settings.data;
  const noPrice = callPricePerMinuteMinor === null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <ToggleSwitch
        on={acceptsCalls && !noPrice}
        disabled={noPrice || change.isPending}
        onToggle={() => {
          change.mutate(!acceptsCalls);
        }}
        testId="console-calls-switch"
        describedBy={noPrice ? hintId : undefined}
      >
        <Phone aria-hidden="true" className="size-4" />
        {t('console.calls.switch_label')}
      </ToggleSwitch>
      {noPrice ? (
        <p id={hintId} data-testid="console-calls-no-price" className="text-sm text-white/80">
          {t('console.calls.no_price')}
        </p>
      ) : null}
      {change.error === null ? null : (
        <p role="alert" className="w-full text-sm text-gold">
          {t('console.calls.change_failed', {
            reason: isApiError(change.error) ? change.error.reason : String(change.error),
          })}
        </p>
      )}
    </div>
  );
}
