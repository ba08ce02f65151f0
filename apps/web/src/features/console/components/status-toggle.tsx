import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { StatusDot } from '../../catalogue/components/status-dot';
import { useCatalogueSubscription } from '../../catalogue/live/use-catalogue-subscription';
import { consoleKeys } from '../api/console-keys';
import { setOwnStatus } from '../api/consultant-status';
import { useOwnStatus } from '../use-own-status';

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
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={busy || change.isPending}
        onClick={() => {
          change.mutate(on ? 'offline' : 'online');
        }}
        data-testid="console-status-switch"
        className="inline-flex min-h-11 items-center gap-3 rounded-full bg-white/10 py-1.5 pr-4 pl-1.5 text-sm font-semibold text-white ring-1 ring-white/25 transition-colors hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-7 w-12 shrink-0 rounded-full transition-colors duration-200 ${on ? 'bg-online' : 'bg-white/30'}`}
        >
          <span
            className={`absolute top-1 size-5 rounded-full bg-white shadow transition-transform duration-200 motion-reduce:transition-none ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </span>
        {t('console.status.switch_label')}
      </button>
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
