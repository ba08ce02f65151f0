import { consoleFreeSessionsCall } from '@lumus/contract/earnings/earnings-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api';
import { earningsKeys, reasonOf } from '../api/earnings-api';
import { formatMinor } from './earnings-format';

/** The opt-in to free sessions: only psychics who take them are offered a user's free minutes. */
export function FreeSessionsSwitch({
  accepts,
  ratePerMinute,
}: {
  accepts: boolean;
  ratePerMinute: number;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (accept: boolean) => api.call(consoleFreeSessionsCall, { accept }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
  return (
    <div className="space-y-1 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={accepts}
          disabled={change.isPending}
          onChange={(event) => {
            change.mutate(event.target.checked);
          }}
          data-testid="free-sessions-switch"
        />
        {t('earnings.free.label')}
      </label>
      <p className="text-ink-soft">
        {t('earnings.free.rate', { rate: formatMinor(ratePerMinute, 'INR', i18n.language) })}
      </p>
      {change.isError ? (
        <p role="alert" className="text-red-700">
          {reasonOf(change.error, t('earnings.failed'))}
        </p>
      ) : null}
    </div>
  );
}
