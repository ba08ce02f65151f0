import type { Country } from '@lumus/contract/country';
import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { flagUrl, searchCountries } from '../phone/countries';

function Flag({ country }: { country: Country }) {
  return (
    <img
      src={flagUrl(country)}
      alt=""
      width={24}
      height={16}
      loading="lazy"
      className="h-4 w-6 shrink-0 rounded-sm object-cover ring-1 ring-night/10"
    />
  );
}

/**
 * The country-code dropdown of screen 3: a search box over name, code and dial code, flags, and
 * 'no countries found'. A click outside or Escape closes it (Escape without closing the dialog).
 */
export function CountryPicker({
  country,
  onChange,
}: {
  country: Country;
  onChange: (country: Country) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const matches = searchCountries(query);
  const nameOf = (item: Country) => (language === 'de' ? item.nameDe : item.name);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
    button.current?.focus();
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        data-testid="country-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('auth.phone.country', { country: nameOf(country), dial: country.dial_code })}
        onClick={() => {
          setOpen((value) => !value);
        }}
        className="inline-flex h-12 items-center gap-1.5 rounded-2xl border border-night/15 bg-white px-3 text-sm font-medium text-ink hover:border-violet"
      >
        <Flag country={country} />
        <span data-testid="dial-code">{country.dial_code}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </button>
      {open ? (
        // On phones the dialog sits at the bottom of the screen, so the list opens upwards there.
        <div className="absolute left-0 z-10 w-72 max-w-[calc(100vw-3rem)] rounded-2xl bg-white p-2 shadow-xl ring-1 ring-night/10 max-sm:bottom-full max-sm:mb-2 sm:top-full sm:mt-2">
          <label className="flex items-center gap-2 rounded-xl border border-night/15 px-3 focus-within:border-violet">
            <Search aria-hidden="true" className="size-4 text-muted" />
            <span className="sr-only">{t('auth.phone.search_label')}</span>
            <input
              type="search"
              autoFocus
              value={query}
              placeholder={t('auth.phone.search')}
              onChange={(event) => {
                setQuery(event.target.value);
              }}
              onKeyDown={(event) => {
                // Enter picks the first match instead of submitting the phone form around it.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                const first = matches[0];
                if (first !== undefined) {
                  onChange(first);
                  close();
                }
              }}
              className="h-10 w-full bg-transparent text-sm outline-none"
            />
          </label>
          <ul
            id={listId}
            role="listbox"
            aria-label={t('auth.phone.countries')}
            className="mt-2 max-h-56 overflow-y-auto"
          >
            {matches.length === 0 ? (
              <li className="px-3 py-4 text-center text-sm text-muted">
                {t('auth.phone.no_countries')}
              </li>
            ) : (
              matches.map((item) => (
                <li
                  key={item.code}
                  role="option"
                  aria-selected={item.code === country.code}
                  data-code={item.code}
                  tabIndex={0}
                  onClick={() => {
                    onChange(item);
                    close();
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onChange(item);
                      close();
                    }
                  }}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm text-ink hover:bg-violet-soft focus-visible:bg-violet-soft aria-selected:font-semibold"
                >
                  <Flag country={item} />
                  <span className="mr-auto truncate">{nameOf(item)}</span>
                  <span className="text-muted">{item.dial_code}</span>
                </li>
              ))
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
