import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { birthDetailDepthQuery } from '../api/birth-details-api';
import { DashaTimeline } from './dasha-timeline';
import { DoshaList } from './dosha-list';
import { VargaCharts } from './varga-charts';

type Props = Readonly<{ id: number; language: string; timeZone: string }>;

/** The kundli page below the birth chart: dasha timeline, divisional charts and doshas. */
export function KundliDepth({ id, language, timeZone }: Props) {
  const { t } = useTranslation();
  const depth = useQuery(birthDetailDepthQuery(id));
  if (depth.isError) {
    const reason = isApiError(depth.error) ? depth.error.reason : depth.error.message;
    return (
      <p role="alert" className="rounded-3xl bg-white p-5 text-error ring-1 ring-error/30">
        {t('kundli_depth.load_failed', { reason })}
      </p>
    );
  }
  if (!depth.isSuccess) {
    return (
      <p role="status" className="rounded-3xl bg-night/5 p-6 text-center text-muted">
        {t('kundli_depth.loading')}
      </p>
    );
  }
  return (
    <>
      <DashaTimeline depth={depth.data} language={language} timeZone={timeZone} />
      <VargaCharts vargas={depth.data.vargas} />
      <DoshaList doshas={depth.data.doshas} language={language} timeZone={timeZone} />
    </>
  );
}
