import { useQuery } from '@tanstack/react-query';
import { LogOut, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { isMarketCurrency } from '@lumus/contract/markets/market-currency';
import { useDisplayCurrency } from '../../currency/use-display-currency';
import { useStoredMoneyFormat } from '../../currency/use-money-format';
import { formatAmounts } from '../console-money';
import { consoleSummaryQuery } from '../api/console-summary';
import { CallsSwitch } from './calls-switch';
import { StatusToggle } from './status-toggle';

/**
 * The console's own header: who is signed in, their status and the switches, today's earnings,
 * and signing out. A customer's wallet and account menu have no place here (the site header
 * leaves them out on this page).
 */
export function ConsoleHeader({ consultantId, inChat }: { consultantId: number; inChat: boolean }) {
  const { t } = useTranslation();
  const { userId, logout } = useSession();
  const format = useStoredMoneyFormat();
  const viewer = useDisplayCurrency().isoCode;
  const summary = useQuery(consoleSummaryQuery(userId));
  return (
    <div data-testid="console-header" className="space-y-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs tracking-wide text-white/70 uppercase">{t('titles.console')}</p>
          <h1
            data-testid="console-signed-in"
            className="truncate text-2xl leading-tight font-semibold sm:text-3xl"
          >
            {summary.data?.consultantName ?? t('titles.console')}
          </h1>
        </div>
        <button
          type="button"
          data-testid="console-sign-out"
          onClick={logout}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-white/30 px-4 text-sm font-semibold hover:bg-white/10"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('header.logout')}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
        <p
          data-testid="console-today"
          className="flex items-center gap-2 rounded-2xl bg-white/10 px-3 py-2 text-sm tabular-nums"
        >
          <Wallet aria-hidden="true" className="size-4 text-gold" />
          {summary.data === undefined
            ? t('console.header.today_loading')
            : t('console.header.today', {
                amount: formatAmounts(
                  summary.data.todayEarnings,
                  format,
                  isMarketCurrency(viewer) ? viewer : 'INR',
                ),
                count: summary.data.todaySessions,
              })}
        </p>
        <StatusToggle consultantId={consultantId} inChat={inChat} />
        <CallsSwitch />
      </div>
    </div>
  );
}
