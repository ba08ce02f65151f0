import type { Place } from '@lumus/contract/astrology/place-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PLACE_QUERY_MIN_LENGTH, placeSearchQuery } from '../api/search-places';
import { placeLabel } from '../place-label';

/** Wait this long after the last keystroke before asking the server. */
const TYPING_PAUSE_MS = 150;

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(text);
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);
  return settled;
}

export interface PlaceSearchProps {
  /** The input's id, for the caller's `<label htmlFor>`. */
  readonly id: string;
  /** The text in the field (a chosen place shows its label). */
  readonly value: string;
  readonly onTextChange: (text: string) => void;
  readonly onPick: (place: Place, label: string) => void;
  readonly invalid?: boolean;
  readonly describedBy?: string | undefined;
  readonly className?: string;
}

/**
 * Birth-place type-ahead as an ARIA 1.2 combobox: the input owns a listbox of places from the
 * server's offline index; arrows move the active option, Enter picks it, Escape closes.
 */
export function PlaceSearch({
  id,
  value,
  onTextChange,
  onPick,
  invalid = false,
  describedBy,
  className = '',
}: PlaceSearchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useSettled(value);
  const query = placeSearchQuery(settled);
  // Nothing is fetched for a prefilled field until the user works with it.
  // The last answer stays listed while the next one loads, so the list does not blink between
  // keystrokes (an arrow pressed in that blink would find nothing to move to).
  const search = useQuery({
    ...query,
    enabled: open && query.enabled === true,
    placeholderData: keepPreviousData,
  });
  const places = open ? (search.data ?? []) : [];
  const long = value.trim().length >= PLACE_QUERY_MIN_LENGTH;
  const showList = open && long && places.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (place: Place) => {
    const label = placeLabel(place, language);
    onPick(place, label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (places.length === 0 ? -1 : (current + 1) % places.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) =>
        places.length === 0 ? -1 : (current - 1 + places.length) % places.length,
      );
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      const place = places[active];
      if (place !== undefined) pick(place);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (open && long && settled === value) {
    if (search.isFetching) status = t('places.searching');
    else if (search.isError) status = t('places.failed');
    else if (places.length === 0) status = t('places.none');
    else status = t('places.count', { count: places.length });
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={t('places.placeholder')}
        value={value}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('places.results')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-2xl bg-white py-1 shadow-lg ring-1 ring-night/10"
      >
        {places.map((place, index) => (
          <li
            key={place.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
            className={`cursor-pointer px-4 py-2.5 text-sm ${index === active ? 'bg-violet-soft text-night' : 'text-ink'}`}
          >
            <span className="font-semibold">{place.name}</span>
            <span className="text-muted">
              {placeLabel(place, language).slice(place.name.length)}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
