import { SIGNS, type SignName } from '@lumus/astro/zodiac';
import type { KundliData } from '@lumus/contract/astrology/birth-details';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chartBoxes, NORTH_HOUSE_CENTRES, NORTH_SIGN_NUMBER_POSITIONS } from '../chart-layout';
import { linesOf, planetMark } from './chart-labels';

type ChartPlacements = Pick<KundliData, 'ascendant' | 'planets'>;

const LINE = 13;
// Houses 1, 4, 7 and 10 are the big diamonds; 2, 6, 8, 12 wide flat triangles; 3, 5, 9, 11 tall
// narrow ones (one planet per line, near the outer edge where they are widest).
const PER_LINE = [3, 2, 1, 3, 1, 2, 3, 2, 1, 3, 1, 2];

/** North Indian (diamond) chart: fixed houses, house 1 on top, the sign number in each house. */
export function NorthIndianChart({ chart }: { chart: ChartPlacements }) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxes = chartBoxes(chart);
  return (
    <svg
      viewBox="0 0 300 300"
      role="img"
      aria-labelledby={titleId}
      className="h-auto w-full max-w-[360px] font-sans"
      data-testid="north-indian-chart"
    >
      <title id={titleId}>
        {t('kundli.chart_label', {
          style: t('kundli.north_chart'),
          inSign: t(`astro.in_sign.${signKey(chart.ascendant.sign)}`),
        })}
      </title>
      <g fill="none" stroke="currentColor" strokeWidth="1.5" className="text-night/70">
        <rect x="1" y="1" width="298" height="298" rx="6" className="fill-white" />
        <path d="M1 1 L299 299 M299 1 L1 299 M150 1 L299 150 L150 299 L1 150 Z" />
      </g>
      {boxes.map((box, index) => {
        const [x, y] = NORTH_HOUSE_CENTRES[index] ?? [150, 150];
        const [sx, sy] = NORTH_SIGN_NUMBER_POSITIONS[index] ?? [x, y];
        const marks = [
          ...(box.ascendant ? [t('astro.ascendant_abbr')] : []),
          ...box.planets.map((graha) => planetMark(t, chart, graha)),
        ];
        const lines = linesOf(marks, PER_LINE[index] ?? 2);
        const top = y - ((lines.length - 1) * LINE) / 2;
        return (
          <g key={box.house} data-house={box.house} data-sign={box.sign}>
            <text
              x={sx}
              y={sy}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize="10"
              className="fill-muted"
            >
              {box.sign}
            </text>
            {lines.map((line, lineIndex) => (
              <text
                key={lineIndex}
                x={x}
                y={top + lineIndex * LINE}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize="11.5"
                fontWeight="600"
                className={box.ascendant && lineIndex === 0 ? 'fill-violet' : 'fill-ink'}
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

/** The translation key of a sign number 1–12 (`compatibility.signs.<key>`). */
export function signKey(sign: number): SignName {
  return SIGNS[sign - 1] ?? 'aries';
}
