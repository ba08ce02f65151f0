import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { StatusDot } from '../../catalogue/components/status-dot';
import { useCatalogueSubscription } from '../../catalogue/live/use-catalogue-subscription';
import { consoleKeys } from '../api/console-keys';
import { setOwnStatus } from '../api/consultant-status';
import { useOwnStatus } from '../use-own-status';
import { ToggleSwitch } from './toggle-switch';

/**
 * The "Available for chats" switch with the status users see; on means online. While a chat runs
 * the server shows the psychic as busy and puts them back online when it ends, so the switch
 * rests until then; a busy status without a chat (left over) can be switched like offline. Other
 * tabs follow through the catalogue's status pushes.
 */
export function StatusToggle({ consultantId, inChat }: { consultantId: number; inChat: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useCatalogueSubscription();
  const { status, isError } = useOwnStatus(consultantId);
  const change = useMutation({
    mutationFn: setOwnStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.status(consultantId) }),
  });

  if (isError) {
    return (
      <p role="alert" className="text-sm text-white/85">
        {t('console.status.load_failed')}
      </p>
    );
  }
  if (status === null) {
    return (
      <div
        aria-hidden="true"
        className="h-11 w-64 rounded-full bg-white/10 motion-safe:animate-pulse"
      />
    );
  }
  const busy = status === 'busy' && inChat;
  const on = status === 'online';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p data-testid="console-status" data-status={status} className="flex items-center gap-2">
        <StatusDot status={status} className="size-3" />
        <span className="font-semibold">{t(`console.status.${status}`)}</span>
      </p>
      <ToggleSwitch
        on={on}
        disabled={busy || change.isPending}
        onToggle={() => {
          change.mutate(on ? 'offline' : 'online');
        }}
        testId="console-status-switch"
      >
        {t('console.status.switch_label')}
      </ToggleSwitch>
      {busy ? (
        <p className="w-full text-sm text-white/80">{t('console.status.busy_hint')}</p>
      ) : null}
      {change.error === null ? null : (
        <p role="alert" className="w-full text-sm text-gold">
          {t('console.status.change_failed', {
            reason: isApiError(change.error) ? change.error.reason : String(change.error),
          })}
        </p>
      )}
    </div>
  );
}
