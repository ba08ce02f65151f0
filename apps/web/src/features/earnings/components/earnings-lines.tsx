import type { EarningLine, EarningTotals } from '@lumus/contract/earnings/earnings';
import { useTranslation } from 'react-i18next';
import { formatMinor, formatSigned, formatWhen } from './earnings-format';

/** The period's totals per currency, then every line, refunds and clawbacks on their own lines. */
export function EarningsLines({
  lines,
  totals,
  truncated,
}: {
  lines: readonly EarningLine[];
  totals: readonly EarningTotals[];
  truncated: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (lines.length === 0) {
    return <p className="text-sm text-ink-soft">{t('earnings.no_lines')}</p>;
  }
  return (
    <div className="space-y-4">
      {totals.map((total) => (
        <dl
          key={total.currency}
          className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
          data-testid="earnings-totals"
        >
          {(['sessions', 'clawbacks', 'freeCompensation', 'net'] as const).map((field) => (
            <div key={field} className="rounded-xl bg-violet-soft p-3">
              <dt className="text-ink-soft">{t(`earnings.totals.${field}`)}</dt>
              <dd className="font-semibold">
                {formatSigned(total[field], total.currency, language)}
              </dd>
            </div>
          ))}
        </dl>
      ))}
      <ul className="divide-y divide-violet/10" data-testid="earnings-lines">
        {lines.map((line) => (
          <li
            key={line.id}
            className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm"
          >
            <div className="min-w-0">
              <p className="font-medium">
                {t(`earnings.kind.${line.kind}`)}
                {line.sessionId === null ? '' : ` · #${line.sessionId}`}
              </p>
              <p className="text-ink-soft">
                {formatWhen(line.occurredAt, language)}
                {line.reason === null ? '' : ` · ${line.reason}`}
              </p>
              {line.sourceCurrency === line.currency || line.payoutId !== null ? null : (
                <p className="text-ink-soft" data-testid="earnings-line-source">
                  {t('earnings.converted_from', {
                    amount: formatMinor(line.sourceAmount, line.sourceCurrency, language),
                  })}
                </p>
              )}
            </div>
            <span
              className={
                line.amount < 0 ? 'font-semibold text-red-700' : 'font-semibold text-green-700'
              }
            >
              {formatSigned(line.amount, line.currency, language)}
            </span>
          </li>
        ))}
      </ul>
      {truncated ? <p className="text-xs text-ink-soft">{t('earnings.truncated')}</p> : null}
    </div>
  );
}
