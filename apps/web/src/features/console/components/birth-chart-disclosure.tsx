import type { IntakeForm } from '@lumus/contract/chat/chat-order';
import { ChevronDown, Orbit } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { formatOffset } from '../../kundli/birth-format';
import { ChartDepthSummary } from '../../kundli/components/chart-depth-summary';
import { NorthIndianChart } from '../../kundli/components/north-indian-chart';
import { PlanetTable } from '../../kundli/components/planet-table';
import { placeLabel } from '../../places/place-label';

/** The active chat's aside sits beside the conversation from `lg` (1024 px) on. */
const WIDE_SCREEN = '(min-width: 1024px)';

function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;
}

/**
 * The intake's birth chart (North Indian chart and planet table, the kundli's own components)
 * behind a "Birth chart" button. Closed on a phone, where it would push the chat down; with
 * `openOnWideScreens` it starts open where there is room beside the chat. The chart is drawn only
 * while open, so a queue of requests stays light.
 */
export function BirthChartDisclosure({
  intake,
  openOnWideScreens = false,
  initiallyOpen = false,
}: {
  intake: IntakeForm;
  openOnWideScreens?: boolean;
  /** Open from the start whatever the width (the phone's client sheet, opened for it). */
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const panelId = useId();
  const [open, setOpen] = useState(() => initiallyOpen || (openOnWideScreens && isWideScreen()));
  const { chart } = intake;
  if (chart === null) {
    return (
      <p data-testid="console-birth-chart-none" className="text-sm text-muted">
        {t('console.intake.chart_none')}
      </p>
    );
  }
  const note =
    intake.birthTime === null
      ? t('kundli.time_unknown_note')
      : chart.localTimeKind === 'gap'
        ? t('kundli.gap_note')
        : chart.localTimeKind === 'ambiguous'
          ? t('kundli.ambiguous_note')
          : null;
  return (
    <div data-testid="console-birth-chart" className="min-w-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((current) => !current);
        }}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-violet"
      >
        <Orbit aria-hidden="true" className="size-4" />
        {t('console.intake.chart')}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="mt-2 min-w-0 space-y-3">
        {open ? (
          <>
            <p className="text-sm text-muted">
              {t('console.intake.chart_cast_for', {
                place: placeLabel(chart.place, language),
                timeZone: chart.place.timeZone,
                offset: formatOffset(chart.utcOffsetMinutes),
              })}
            </p>
            {note === null ? null : (
              <p className="rounded-2xl bg-gold/15 p-3 text-sm text-night">{note}</p>
            )}
            <figure className="space-y-2">
              <figcaption className="text-sm font-semibold text-night">
                {t('kundli.north_chart')}
              </figcaption>
              <NorthIndianChart chart={chart.kundli} />
            </figure>
            <PlanetTable chart={chart.kundli} />
            <ChartDepthSummary chart={chart} />
          </>
        ) : null}
      </div>
    </div>
  );
}
