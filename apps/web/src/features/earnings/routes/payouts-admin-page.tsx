import {
  adminFreeCompensationSaveCall,
  adminPayoutBatchCreateCall,
  adminPayoutBatchesCall,
  adminPayoutSettingsCall,
  type PayoutSettings,
} from '@lumus/contract/earnings/payout-admin-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton } from '../../../lib/ui/list-states';
import { StaffGate } from '../../staff/staff-gate';
import { reasonOf } from '../api/earnings-api';
import { BatchCard } from '../components/batch-card';

const isNotAdmin = (error: unknown) => isApiError(error) && error.status === 403;

/** `/admin/payouts`: the operator runs a payout batch for a period, exports it, marks it paid. */
export function PayoutsAdminPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const settings = useQuery({
    queryKey: ['admin', 'payouts', 'settings'],
    queryFn: ({ signal }) => api.call(adminPayoutSettingsCall, {}, { signal }),
    enabled: isLoggedIn,
    retry: false,
  });
  return (
    <div className="mx-auto max-w-[1000px] space-y-4 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-semibold">{t('payouts_admin.title')}</h1>
      <StaffGate
        query={settings}
        isForbidden={isNotAdmin}
        skeletonRows={3}
        signIn={{
          testId: 'payouts-admin-sign-in',
          title: t('admin.sign_in.title'),
          text: t('admin.sign_in.text'),
          button: t('admin.sign_in.button'),
        }}
        forbidden={{
          testId: 'payouts-admin-not-admin',
          title: t('admin.not_admin.title'),
          text: t('admin.not_admin.text'),
          linkTo: '/',
          linkLabel: t('admin.not_admin.home'),
        }}
      >
        {(data) => <Workspace settings={data} />}
      </StaffGate>
    </div>
  );
}

function Workspace({ settings }: { settings: PayoutSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState({ from: settings.suggestedFrom, to: settings.suggestedTo });
  const [rate, setRate] = useState(String(settings.freeCompensationPerMinute));
  const batches = useQuery({
    queryKey: ['admin', 'payouts', 'batches'],
    queryFn: ({ signal }) => api.call(adminPayoutBatchesCall, {}, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
  const run = useMutation({
    mutationFn: () => api.call(adminPayoutBatchCreateCall, period),
    onSettled: refresh,
  });
  const saveRate = useMutation({
    mutationFn: () => api.call(adminFreeCompensationSaveCall, { perMinute: rate }),
    onSettled: refresh,
  });
  const submitRun = (event: SyntheticEvent) => {
    event.preventDefault();
    if (window.confirm(t('payouts_admin.confirm_run', period))) run.mutate();
  };
  const submitRate = (event: SyntheticEvent) => {
    event.preventDefault();
    saveRate.mutate();
  };
  return (
    <div className="space-y-4">
      <section className="space-y-2 rounded-2xl bg-white p-4 text-sm shadow-sm">
        <p>
          {t('payouts_admin.rules', {
            days: settings.cycleDays,
            minimum: (settings.minimumPayout / 100).toFixed(2),
            withholding: settings.withholding.map((w) => `${w.market} ${w.percent} %`).join(', '),
          })}
        </p>
        <form onSubmit={submitRate} className="flex flex-wrap items-end gap-2">
          <label>
            {t('payouts_admin.free_rate')}
            <input
              className="ml-2 w-28 rounded-lg border p-1"
              inputMode="numeric"
              value={rate}
              onChange={(e) => {
                setRate(e.target.value);
              }}
            />
          </label>
          <button type="submit" className={buttonStyles.secondary} disabled={saveRate.isPending}>
            {t('payouts_admin.save')}
          </button>
          {saveRate.isError ? (
            <span role="alert" className="text-red-700">
              {reasonOf(saveRate.error, t('earnings.failed'))}
            </span>
          ) : null}
        </form>
      </section>
      <form
        onSubmit={submitRun}
        className="flex flex-wrap items-end gap-2 rounded-2xl bg-white p-4 text-sm shadow-sm"
      >
        {(['from', 'to'] as const).map((end) => (
          <label key={end}>
            {t(`earnings.period.${end}`)}
            <input
              type="date"
              className="ml-2 rounded-lg border p-1"
              value={period[end]}
              onChange={(e) => {
                setPeriod({ ...period, [end]: e.target.value });
              }}
            />
          </label>
        ))}
        <button type="submit" className={buttonStyles.primary} disabled={run.isPending}>
          {t('payouts_admin.run')}
        </button>
        {run.isError ? (
          <p role="alert" className="w-full text-red-700">
            {reasonOf(run.error, t('earnings.failed'))}
          </p>
        ) : null}
        {run.data !== undefined && run.data.skippedWithoutMethod.length > 0 ? (
          <p className="w-full">
            {t('payouts_admin.skipped', { names: run.data.skippedWithoutMethod.join(', ') })}
          </p>
        ) : null}
      </form>
      {batches.isPending ? <ListSkeleton rows={3} /> : null}
      <ul className="space-y-3">
        {batches.data?.items.map((batch) => (
          <BatchCard key={batch.id} batch={batch} />
        ))}
      </ul>
    </div>
  );
}
