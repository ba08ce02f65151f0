import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { downloadKundliReport } from '../api/kundli-report';

/** Downloads the person's kundli as a PDF in the page's language. */
export function ReportButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const download = useMutation({ mutationFn: () => downloadKundliReport(id, language, name) });
  return (
    <div className="space-y-1">
      <button
        type="button"
        className={buttonStyles.secondary}
        data-testid="kundli-report-download"
        disabled={download.isPending}
        onClick={() => {
          download.mutate();
        }}
      >
        {download.isPending
          ? t('kundli_depth.report_preparing')
          : t('kundli_depth.report_download')}
      </button>
      {download.isError ? (
        <p role="alert" className="text-sm text-error">
          {t('kundli_depth.report_failed', { reason: download.error.message })}
        </p>
      ) : null}
    </div>
  );
}
