import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { birthDetailListQuery } from '../../kundli/api/birth-details-api';
import { downloadMatchReport } from '../../kundli/api/kundli-report';
import { ReportButton } from '../../kundli/components/report-button';
import { SignInGate } from '../../kundli/components/sign-in-gate';
import { useLanguage } from '../../../lib/i18n/use-language';
import { matchMakingQuery } from '../api/match-making-api';
import { AskAstrologer } from '../../catalogue/components/ask-astrologer';
import { intakeFromChart } from '../../chat/intake-from-chart';
import { MatchMakingReportView } from '../components/match-making-report';

const SELECT =
  'min-h-11 w-full rounded-2xl border border-night/15 bg-paper px-4 outline-none focus:border-violet';

const idOf = (text: string | null) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function MatchResult({ boyId, girlId }: { boyId: number; girlId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const match = useQuery(matchMakingQuery(boyId, girlId));
  if (match.isPending) {
    return (
      <p
        role="status"
        className="rounded-3xl bg-night/5 p-6 text-center text-muted motion-safe:animate-pulse"
      >
        {t('match_making.loading')}
      </p>
    );
  }
  if (match.isError) {
    const reason = isApiError(match.error) ? match.error.reason : match.error.message;
    return (
      <p role="alert" className="rounded-3xl bg-white p-5 text-error ring-1 ring-error/30">
        {t('match_making.load_failed', { reason })}
      </p>
    );
  }
  return (
    <>
      <MatchMakingReportView report={match.data} />
      <ReportButton download={() => downloadMatchReport(boyId, girlId, language)} />
      {/* The intake is about one person: the first partner's chart goes with it (decision 047). */}
      <AskAstrologer
        category="vedic"
        topic={t('ask.topic_match', { first: match.data.boy.name, second: match.data.girl.name })}
        intake={intakeFromChart(match.data.boy, language)}
      />
    </>
  );
}

/** `/match-making?boy=ID&girl=ID`: two saved people in, the guna milan report out. */
export function MatchMakingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('titles.match_making')} lead={t('match_making.lead')} />
      <SignInGate>
        <MatchMaking />
      </SignInGate>
    </>
  );
}

function MatchMaking() {
  const { t } = useTranslation();
  const baseId = useId();
  const [search, setSearch] = useSearchParams();
  const list = useQuery(birthDetailListQuery);
  const chosenBoy = idOf(search.get('boy'));
  const chosenGirl = idOf(search.get('girl'));
  const [boy, setBoy] = useState(chosenBoy === null ? '' : String(chosenBoy));
  const [girl, setGirl] = useState(chosenGirl === null ? '' : String(chosenGirl));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (boy === '' || girl === '' || boy === girl) {
      setProblem(t('match_making.same_person'));
      return;
    }
    setProblem(null);
    setSearch({ boy, girl });
  };

  const people = list.data ?? [];
  const select = (key: 'boy' | 'girl', value: string, onChange: (value: string) => void) => (
    <div className="space-y-1">
      <label htmlFor={`${baseId}-${key}`} className="block font-semibold text-night">
        {t(`match_making.${key}`)}
      </label>
      <select
        id={`${baseId}-${key}`}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={SELECT}
      >
        <option value="">{t('match_making.choose')}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      {list.isSuccess && people.length < 2 ? (
        <div className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5">
          <p>{t('match_making.need_two')}</p>
          <LocalizedLink to="/kundli" className={buttonStyles.primary}>
            {t('match_making.add_people')}
          </LocalizedLink>
        </div>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          aria-labelledby={`${baseId}-heading`}
          className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
        >
          <h2 id={`${baseId}-heading`} className="text-xl font-semibold text-night">
            {t('match_making.form_heading')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {select('boy', boy, setBoy)}
            {select('girl', girl, setGirl)}
          </div>
          {problem === null ? null : (
            <p role="alert" className="text-sm text-error-text">
              {problem}
            </p>
          )}
          <button type="submit" className={`${buttonStyles.primary} w-full`}>
            {t('match_making.submit')}
          </button>
        </form>
      )}
      {chosenBoy !== null && chosenGirl !== null && chosenBoy !== chosenGirl ? (
        <MatchResult boyId={chosenBoy} girlId={chosenGirl} />
      ) : null}
    </div>
  );
}
