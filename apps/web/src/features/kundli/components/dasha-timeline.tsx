import type { ChartDepth, DashaPeriodData } from '@lumus/contract/astrology/chart-depth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantDate } from '../birth-format';

type Props = Readonly<{
  depth: Pick<ChartDepth, 'dasha' | 'current'>;
  language: string;
  /** The birth place's zone: dates print the same on the server and in any browser. */
  timeZone: string;
}>;

const samePeriod = (a: DashaPeriodData, b: DashaPeriodData | undefined) =>
  b !== undefined && a.lord === b.lord && a.start === b.start;

/**
 * Vimshottari mahadashas; the running one is highlighted and open. Each opens to its antardashas,
 * those to their pratyantardashas, only on demand (729 rows at once would bury the page). Open
 * keys are prefixed because a mahadasha and its first antardasha start at the same instant.
 */
export function DashaTimeline({ depth, language, timeZone }: Props) {
  const { t } = useTranslation();
  const current = depth.current ?? undefined;
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        current === undefined
          ? []
          : [`m${current.mahadasha.start}`, `a${current.antardasha.start}`],
      ),
  );
  const toggle = (key: string) => {
    setOpen((before) => {
      const next = new Set(before);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const dates = (period: DashaPeriodData) =>
    t('kundli_depth.dasha_dates', {
      start: formatInstantDate(period.start, language, timeZone),
      end: formatInstantDate(period.end, language, timeZone),
    });
  const lord = (period: DashaPeriodData) => t(`astro.planets.${period.lord}`);

  return (
    <section
      className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5"
      data-testid="dasha-timeline"
      aria-labelledby="dasha-heading"
    >
      <h2 id="dasha-heading" className="text-lg font-semibold text-night">
        {t('kundli_depth.dasha_heading')}
      </h2>
      <p className="text-sm text-muted">
        {current === undefined
          ? t('kundli_depth.dasha_none_now')
          : t('kundli_depth.dasha_now', {
              maha: lord(current.mahadasha),
              antar: lord(current.antardasha),
              pratyantar: lord(current.pratyantardasha),
            })}
      </p>
      <ol className="space-y-2">
        {depth.dasha.mahadashas.map((maha) => {
          const isCurrent = samePeriod(maha, current?.mahadasha);
          const isOpen = open.has(`m${maha.start}`);
          return (
            <li
              key={maha.start}
              className={`rounded-2xl p-2 ${isCurrent ? 'bg-gold/20 ring-1 ring-gold' : 'bg-night/5'}`}
              data-testid="mahadasha"
              aria-current={isCurrent ? 'true' : undefined}
            >
              <button
                type="button"
                className="flex w-full flex-wrap justify-between gap-2 text-left"
                aria-expanded={isOpen}
                onClick={() => {
                  toggle(`m${maha.start}`);
                }}
              >
                <span className="font-semibold text-night">
                  {t('kundli_depth.mahadasha', { lord: lord(maha) })}
                  {isCurrent ? ` · ${t('kundli_depth.running')}` : ''}
                </span>
                <span className="text-sm text-muted">{dates(maha)}</span>
              </button>
              {isOpen ? (
                <ol className="mt-2 space-y-1 pl-3" aria-label={t('kundli_depth.antardashas')}>
                  {maha.antardashas.map((antar) => {
                    const antarCurrent = samePeriod(antar, current?.antardasha);
                    const antarOpen = open.has(`a${antar.start}`);
                    return (
                      <li
                        key={antar.start}
                        data-testid="antardasha"
                        aria-current={antarCurrent ? 'true' : undefined}
                        className={antarCurrent ? 'rounded-xl bg-gold/20 p-1' : 'p-1'}
                      >
                        <button
                          type="button"
                          className="flex w-full flex-wrap justify-between gap-2 text-left text-sm"
                          aria-expanded={antarOpen}
                          onClick={() => {
                            toggle(`a${antar.start}`);
                          }}
                        >
                          <span className="text-night">
                            {t('kundli_depth.antardasha', { maha: lord(maha), lord: lord(antar) })}
                          </span>
                          <span className="text-muted">{dates(antar)}</span>
                        </button>
                        {antarOpen ? (
                          <ol
                            className="mt-1 space-y-0.5 pl-3 text-xs"
                            aria-label={t('kundli_depth.pratyantardashas')}
                          >
                            {antar.pratyantardashas.map((p) => {
                              const pCurrent = samePeriod(p, current?.pratyantardasha);
                              return (
                                <li
                                  key={p.start}
                                  data-testid="pratyantardasha"
                                  aria-current={pCurrent ? 'true' : undefined}
                                  className={`flex flex-wrap justify-between gap-2 ${pCurrent ? 'font-semibold text-night' : 'text-muted'}`}
                                >
                                  <span>{lord(p)}</span>
                                  <span>{dates(p)}</span>
                                </li>
                              );
                            })}
                          </ol>
                        ) : null}
                      </li>
                    );
                  })}
                </ol>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-muted">
        {t('kundli_depth.dasha_note', {
          lord: t(`astro.planets.${depth.dasha.balance.lord}`),
          years: depth.dasha.balance.remainingYears.toFixed(2),
        })}
      </p>
    </section>
  );
}
