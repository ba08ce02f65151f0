import type { CompatibilityReport } from '@lumus/contract/compatibility';
import { useTranslation } from 'react-i18next';
import { translateReason } from '../translate-reason';
import { ScoreBar, ScoreRing } from './score-ring';
import { ShareButton } from './share-button';
import { SignBadge } from './sign-badge';

const AREAS = ['love', 'sex', 'family', 'friendship'] as const;

/** Both signs and the overall score on the night band, then each area with its explanation. */
export function CompatibilityReportView({ report }: { report: CompatibilityReport }) {
  const { t, i18n } = useTranslation();
  const scoreText = (score: number) => t('compatibility.page.score', { score });
  return (
    <section aria-labelledby="compatibility-report-heading" className="space-y-4">
      <div className="space-y-5 rounded-3xl bg-gradient-to-b from-night to-night-2 p-5 text-white sm:p-6">
        <h2 id="compatibility-report-heading" className="text-xl font-semibold">
          {t('compatibility.page.report_heading')}
        </h2>
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:justify-between">
          <SignBadge sign={report.signs.you} who={t('compatibility.page.you')} />
          <ScoreRing score={report.overall} label={t('compatibility.page.areas.overall')} />
          <SignBadge sign={report.signs.partner} who={t('compatibility.page.partner')} />
        </div>
        <p className="sr-only">
          {t('compatibility.page.areas.overall')}: {scoreText(report.overall)}
        </p>
        <p className="text-white/85">{translateReason(i18n, report.reasons.overall)}</p>
        <ShareButton />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {AREAS.map((area) => (
          <li
            key={area}
            data-testid={`area-${area}`}
            className="space-y-2 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
          >
            <h3 className="flex items-baseline justify-between gap-2 font-semibold text-night">
              {t(`compatibility.page.areas.${area}`)}
              <span className="text-sm font-normal text-muted">{scoreText(report[area])}</span>
            </h3>
            <ScoreBar score={report[area]} />
            <p className="text-sm text-ink">{translateReason(i18n, report.reasons[area])}</p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{t('compatibility.page.method_note')}</p>
    </section>
  );
}
