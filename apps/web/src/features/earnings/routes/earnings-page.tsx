import { PAYOUT_CURRENCY } from '@lumus/contract/earnings/payout-methods';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { StaffGate } from '../../staff/staff-gate';
import { isApiError } from '../../../lib/api/api-error';
import { earningsQuery, payoutProfileQuery, payoutsQuery } from '../api/earnings-api';
import { EarningsLines } from '../components/earnings-lines';
import { formatMinor, periodOf, type PeriodKind } from '../components/earnings-format';
import { FreeSessionsSwitch } from '../components/free-sessions-switch';
import { PayoutMethodForm } from '../components/payout-method-form';
import { PayoutsList } from '../components/payouts-list';

const PERIODS: readonly PeriodKind[] = ['today', 'week', 'month', 'custom'];
const isRefused = (error: unknown) => isApiError(error) && error.status === 403;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** `/console/earnings`: what the psychic earned, what is owed, how and when it is paid out. */
export function EarningsPage() {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const [kind, setKind] = useState<PeriodKind>('week');
  const today = new Date().toISOString().slice(0, 10);
  const [custom, setCustom] = useState({ from: today, to: today });
  // The period is computed once per choice, so the query key stays put between renders.
  const period = useMemo(() => periodOf(kind, new Date(), custom), [kind, custom]);
  const earnings = useQuery({ ...earningsQuery(period.from, period.to), enabled: isLoggedIn });
  return (
    <div className="mx-auto max-w-[900px] space-y-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('earnings.title')}</h1>
        <LocalizedLink to="/console" className={buttonStyles.secondary}>
          {t('earnings.back')}
        </LocalizedLink>
      </div>
      <StaffGate
        query={earnings}
        isForbidden={isRefused}
        skeletonRows={4}
        signIn={{
          testId: 'earnings-sign-in',
          title: t('console.sign_in.title'),
          text: t('console.sign_in.text'),
          button: t('console.sign_in.button'),
        }}
        forbidden={{
          testId: 'earnings-not-psychic',
          title: t('console.not_consultant.title'),
          text: t('console.not_consultant.text'),
          linkTo: '/',
          linkLabel: t('admin.not_admin.home'),
        }}
      >
        {(data) => (
          <>
            <Card title={t('earnings.balance')}>
              <p className="text-2xl font-semibold" data-testid="earnings-balance">
                {/* One figure per currency owed; none yet reads as zero in the payout currency. */}
                {(data.balances.length === 0
                  ? [{ currency: PAYOUT_CURRENCY[data.market], owed: 0 }]
                  : data.balances
                )
                  .map((b) => formatMinor(b.owed, b.currency, i18n.language))
                  .join(' · ')}
              </p>
              <p className="text-sm text-ink-soft">
                {t('earnings.cycle', {
                  days: data.cycleDays,
                  percent: data.withholdingPercent,
                  minimum: formatMinor(
                    data.minimumPayout,
                    PAYOUT_CURRENCY[data.market],
                    i18n.language,
                  ),
                })}
              </p>
              <FreeSessionsSwitch
                accepts={data.acceptsFreeSessions}
                ratePerMinute={data.freeCompensationPerMinute}
              />
            </Card>
            <Card title={t('earnings.period.title')}>
              <div className="flex flex-wrap gap-2" role="group">
                {PERIODS.map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={kind === option}
                    className={kind === option ? buttonStyles.primary : buttonStyles.secondary}
                    onClick={() => {
                      setKind(option);
                    }}
                  >
                    {t(`earnings.period.${option}`)}
                  </button>
                ))}
              </div>
              {kind === 'custom' ? (
                <div className="flex flex-wrap gap-3 text-sm">
                  {(['from', 'to'] as const).map((end) => (
                    <label key={end}>
                      {t(`earnings.period.${end}`)}
                      <input
                        type="date"
                        className="ml-2 rounded-lg border p-1"
                        value={custom[end]}
                        onChange={(e) => {
                          if (e.target.value !== '')
                            setCustom({ ...custom, [end]: e.target.value });
                        }}
                      />
                    </label>
                  ))}
                </div>
              ) : null}
              <EarningsLines lines={data.lines} totals={data.totals} truncated={data.truncated} />
            </Card>
            <PayoutSections />
          </>
        )}
      </StaffGate>
    </div>
  );
}

function PayoutSections() {
  const { t } = useTranslation();
  const profile = useQuery(payoutProfileQuery());
  const payouts = useQuery(payoutsQuery());
  return (
    <>
      <Card title={t('earnings.method.title')}>
        {profile.isPending ? <ListSkeleton rows={2} /> : null}
        {profile.isError ? <LoadFailedMessage onRetry={() => void profile.refetch()} /> : null}
        {profile.data === undefined ? null : <PayoutMethodForm profile={profile.data} />}
      </Card>
      <Card title={t('earnings.payouts')}>
        {payouts.isPending ? <ListSkeleton rows={2} /> : null}
        {payouts.isError ? <LoadFailedMessage onRetry={() => void payouts.refetch()} /> : null}
        {payouts.data === undefined ? null : <PayoutsList payouts={payouts.data.items} />}
      </Card>
    </>
  );
}
