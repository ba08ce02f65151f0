import type { BirthDetailSummary } from '@lumus/contract/astrology/birth-details';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { placeLabel } from '../../places/place-label';
import { formatBirthDate } from '../birth-format';

/** A saved person as a link to their chart: name, then date, time and place as the reader writes them. */
export function SavedPersonLink({ person }: { person: BirthDetailSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <LocalizedLink
      to={`/kundli/${person.id}`}
      className="min-w-0 flex-1 rounded-xl px-2 py-1 hover:bg-violet-soft focus-visible:outline-2 focus-visible:outline-violet"
    >
      <span className="block font-semibold text-night">{person.name}</span>
      <span className="block truncate text-sm text-muted">
        {formatBirthDate(person.birthDate, language)}
        {person.birthTime === null
          ? ` · ${t('kundli.time_unknown_short')}`
          : ` · ${person.birthTime}`}
        {` · ${placeLabel(person.place, language)}`}
      </span>
    </LocalizedLink>
  );
}
