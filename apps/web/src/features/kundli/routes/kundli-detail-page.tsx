import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { birthDetailQuery } from '../api/birth-details-api';
import { downloadKundliReport } from '../api/kundli-report';
import { AskAstrologer } from '../../catalogue/components/ask-astrologer';
import { intakeFromChart } from '../../chat/intake-from-chart';
import { ChartSheet } from '../components/chart-sheet';
import { KundliDepth } from '../components/kundli-depth';
import { ReportButton } from '../components/report-button';
import { SignInGate } from '../components/sign-in-gate';
import { useSession } from '../../../lib/session/session-context';

/** `/kundli/:id`: one saved person's chart — summary, both chart styles and the planet table. */
export function KundliDetailPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <KundliChart />;
  return (
    <>
      <PageHero title={t('titles.kundli')} lead={t('kundli.lead')} />
      <SignInGate>{null}</SignInGate>
    </>
  );
}

function KundliChart() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = Number(useParams().id);
  const detail = useQuery({ ...birthDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });

  const back = (
    <LocalizedLink to="/kundli" className={buttonStyles.secondary}>
      {t('kundli.back_to_list')}
    </LocalizedLink>
  );

  if (!detail.isSuccess) {
    const failed = detail.isError || !(Number.isInteger(id) && id > 0);
    const reason =
      detail.error === null
        ? '404'
        : isApiError(detail.error)
          ? detail.error.reason
          : detail.error.message;
    return (
      <>
        <PageHero title={t('titles.kundli')} />
        <div className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:px-6">
          {failed ? (
            <p role="alert" className="rounded-3xl bg-white p-5 text-error ring-1 ring-error/30">
              {t('kundli.load_failed', { reason })}
            </p>
          ) : (
            <p
              role="status"
              className="rounded-3xl bg-night/5 p-6 text-center text-muted motion-safe:animate-pulse"
            >
              {t('kundli.loading')}
            </p>
          )}
          {back}
        </div>
      </>
    );
  }

  const person = detail.data;
  return (
    <ChartSheet person={person}>
      <KundliDepth id={person.id} language={language} timeZone={person.place.timeZone} />
      <p className="text-sm text-muted">{t('kundli.method_note')}</p>
      <AskAstrologer
        category="vedic"
        topic={t('ask.topic_kundli', { name: person.name })}
        intake={intakeFromChart(person, language)}
      />
      <div className="flex flex-wrap gap-3">
        <ReportButton download={() => downloadKundliReport(person.id, language, person.name)} />
        {back}
        <LocalizedLink to="/match-making" className={buttonStyles.secondary}>
          {t('kundli.to_match_making')}
        </LocalizedLink>
      </div>
    </ChartSheet>
  );
}
