import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHero } from '../../../lib/ui/page-hero';
import {
  PARTNER_PARAM,
  YOU_PARAM,
  dateProblem,
  datesOfSearch,
  todayIso,
} from '../compatibility-dates';
import { CompatibilityForm } from '../components/compatibility-form';
import { CompatibilityResult } from '../components/compatibility-result';
import { KundliInvitation } from '../components/kundli-invitation';

/**
 * `/compatibility`: two dates of birth in, the report out. The dates live in the query string
 * (`?you=…&partner=…`), so the URL is the shareable report and a shared link opens on it.
 */
export function CompatibilityPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const dates = datesOfSearch(search);
  const today = todayIso();
  const datesAreValid =
    dates !== null &&
    dateProblem(dates.you, today) === null &&
    dateProblem(dates.partner, today) === null;

  return (
    <>
      <PageHero title={t('titles.compatibility')} lead={t('compatibility.page.lead')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <CompatibilityForm
          // A new URL (back button, another shared link) starts the form from its dates.
          key={search.toString()}
          initial={dates}
          onSubmit={(pair) => {
            setSearch({ [YOU_PARAM]: pair.you, [PARTNER_PARAM]: pair.partner });
          }}
        />
        {datesAreValid ? <CompatibilityResult dates={dates} /> : null}
        <KundliInvitation />
      </div>
    </>
  );
}
