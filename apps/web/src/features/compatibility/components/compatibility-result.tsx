import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { AskAstrologer } from '../../catalogue/components/ask-astrologer';
import { compatibilityReportQuery } from '../api/get-compatibility-report';
import type { DatePair } from '../compatibility-dates';
import { CompatibilityReportView } from './compatibility-report-view';

/** The server's report for a pair of dates: loading, a readable failure, or the report. */
export function CompatibilityResult({ dates }: { dates: DatePair }) {
  const { t } = useTranslation();
  const report = useQuery(compatibilityReportQuery(dates.you, dates.partner));

  if (report.isPending) {
    return (
      <p
        role="status"
        className="rounded-3xl bg-night/5 p-6 text-center text-muted motion-safe:animate-pulse"
      >
        {t('compatibility.page.loading')}
      </p>
    );
  }
  if (report.isError) {
    const reason = isApiError(report.error) ? report.error.reason : report.error.message;
    return (
      <div
        role="alert"
        className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-error/30"
      >
        <p className="text-error">{t('compatibility.page.load_failed', { reason })}</p>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void report.refetch()}
        >
          {t('compatibility.page.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <CompatibilityReportView report={report.data} />
      <AskAstrologer category="love" topic={t('ask.topic_compatibility')} intake={null} />
    </>
  );
}
