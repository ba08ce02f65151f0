import { consoleStatementCall, STATEMENT_FORMATS } from '@lumus/contract/earnings/earnings-calls';
import type { Payout } from '@lumus/contract/earnings/earnings';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { reasonOf, saveDownload } from '../api/earnings-api';
import { formatMinor, formatWhen } from './earnings-format';

/** The psychic's payouts with gross, tax withheld and net, and each cycle's statement. */
export function PayoutsList({ payouts }: { payouts: readonly Payout[] }) {
  const { t, i18n } = useTranslation();
  const download = useMutation({
    mutationFn: (input: { payoutId: number; format: (typeof STATEMENT_FORMATS)[number] }) =>
      api.call(consoleStatementCall, input),
    onSuccess: saveDownload,
  });
  if (payouts.length === 0)
    return <p className="text-sm text-ink-soft">{t('earnings.no_payouts')}</p>;
  const money = (amount: number, currency: string) => formatMinor(amount, currency, i18n.language);
  return (
    <ul className="space-y-3" data-testid="payouts-list">
      {payouts.map((payout) => (
        <li key={payout.id} className="rounded-xl border border-violet/15 p-3 text-sm">
          <p className="font-semibold">
            {t('earnings.payout.title', {
              from: payout.periodStart.slice(0, 10),
              to: new Date(Date.parse(payout.periodEnd) - 86_400_000).toISOString().slice(0, 10),
            })}{' '}
            · {t(`earnings.payout.status.${payout.status}`)}
          </p>
          <p>
            {t('earnings.payout.amounts', {
              gross: money(payout.gross, payout.currency),
              withholding: money(payout.withholding, payout.currency),
              percent: payout.withholdingPercent,
              net: money(payout.net, payout.currency),
            })}
          </p>
          <p className="text-ink-soft">
            {payout.method}
            {payout.paidAt === null ? '' : ` · ${formatWhen(payout.paidAt, i18n.language)}`}
          </p>
          <div className="mt-2 flex gap-2">
            {STATEMENT_FORMATS.map((format) => (
              <button
                key={format}
                type="button"
                className={buttonStyles.secondary}
                disabled={download.isPending}
                onClick={() => {
                  download.mutate({ payoutId: payout.id, format });
                }}
              >
                {t(`earnings.payout.download_${format}`)}
              </button>
            ))}
          </div>
        </li>
      ))}
      {download.isError ? (
        <li role="alert" className="text-sm text-red-700">
          {reasonOf(download.error, t('earnings.failed'))}
        </li>
      ) : null}
    </ul>
  );
}
