import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';

/** Downloads a PDF report (kundli or match-making) in the page's language. */
export function ReportButton({ download }: { download: () => Promise<void> }) {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: download });
  return (
    <div className="space-y-1">
      <button
        type="button"
        className={buttonStyles.secondary}
        data-testid="report-download"
        disabled={mutation.isPending}
        onClick={() => {
          mutation.mutate();
        }}
      >
        {mutation.isPending
          ? t('kundli_depth.report_preparing')
          : t('kundli_depth.report_download')}
      </button>
      {mutation.isError ? (
        <p role="alert" className="text-sm text-error">
          {t('kundli_depth.report_failed', { reason: mutation.error.message })}
        </p>
      ) : null}
    </div>
  );
}
