import type { KundliData } from '@lumus/contract/astrology/birth-details';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chartBoxes, southCell } from '../chart-layout';
import { linesOf, planetMark } from './chart-labels';
import { signKey } from './north-indian-chart';

type ChartPlacements = Pick<KundliData, 'ascendant' | 'planets'>;

const CELL = 75;
const LINE = 13;

/** South Indian chart: signs fixed in a 4×4 ring (Pisces top-left), the ascendant's cell marked. */
export function SouthIndianChart({ chart }: { chart: ChartPlacements }) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxes = chartBoxes(chart);
  const ascendantSign = t(`compatibility.signs.${signKey(chart.ascendant.sign)}`);
  return (
    <svg
      viewBox="0 0 300 300"
      role="img"
      aria-labelledby={titleId}
      className="h-auto w-full max-w-[360px] font-sans"
      data-testid="south-indian-chart"
    >
      <title id={titleId}>
        {t('kundli.chart_label', {
          style: t('kundli.south_chart'),
          inSign: t(`astro.in_sign.${signKey(chart.ascendant.sign)}`),
        })}
      </title>
      <rect
        x="1"
        y="1"
        width="298"
        height="298"
        rx="6"
        className="fill-white stroke-night/70"
        strokeWidth="1.5"
      />
      <rect x={CELL} y={CELL} width={CELL * 2} height={CELL * 2} className="fill-violet-soft/60" />
      <text
        x="150"
        y="142"
        textAnchor="middle"
        fontSize="12"
        fontWeight="600"
        className="fill-night"
      >
        {t('kundli.ascendant')}
      </text>
      <text x="150" y="162" textAnchor="middle" fontSize="12" className="fill-violet">
        {ascendantSign}
      </text>
      {boxes.map((box) => {
        const [row, column] = southCell(box.sign);
        const x = column * CELL;
        const y = row * CELL;
        const marks = [
          ...(box.ascendant ? [t('astro.ascendant_abbr')] : []),
          ...box.planets.map((graha) => planetMark(t, chart, graha)),
        ];
        const lines = linesOf(marks, 3);
        const top = y + CELL / 2 + 6 - ((lines.length - 1) * LINE) / 2;
        return (
          <g key={box.sign} data-sign={box.sign} data-house={box.house}>
            <rect
              x={x}
              y={y}
              width={CELL}
              height={CELL}
              fill="none"
              className="stroke-night/70"
              strokeWidth="1"
            />
            {box.ascendant ? (
              // The traditional mark of the ascendant's sign: a slash across the corner.
              <path
                d={`M${x} ${y + 18} L${x + 18} ${y}`}
                className="stroke-violet"
                strokeWidth="2"
              />
            ) : null}
            <text x={x + CELL - 5} y={y + 12} textAnchor="end" fontSize="9" className="fill-muted">
              {t(`compatibility.signs.${signKey(box.sign)}`)}
            </text>
            {lines.map((line, index) => (
              <text
                key={index}
                x={x + CELL / 2}
                y={top + index * LINE}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize="11.5"
                fontWeight="600"
                className={box.ascendant && index === 0 ? 'fill-violet' : 'fill-ink'}
              >
                {line}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
