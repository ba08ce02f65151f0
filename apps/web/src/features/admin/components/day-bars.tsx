import type { DashboardDay } from '@lumus/contract/admin/admin-dashboard';

const HEIGHT = 80;
const BAR_GAP = 2;

/**
 * One figure per day as bars, in plain SVG (no chart library): the tallest bar fills the
 * height, a day below zero (more clawed back than earned) draws nothing. Each bar's title is the
 * day and the formatted value, so the numbers stay readable to screen readers and on hover.
 */
export function DayBars({
  title,
  days,
  value,
  format,
  testId,
  currency,
}: {
  title: string;
  /** The currency of a money chart (its bars are in it alone); absent for counts. */
  currency?: string;
  days: readonly DashboardDay[];
  value: (day: DashboardDay) => number;
  format: (amount: number) => string;
  testId: string;
}) {
  const values = days.map(value);
  const top = Math.max(1, ...values);
  const width = days.length * 10;
  const barWidth = 10 - BAR_GAP;
  const total = values.reduce((sum, amount) => sum + amount, 0);
  return (
    <figure
      data-testid={testId}
      data-currency={currency}
      className="space-y-2 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5"
    >
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-night">{title}</span>
        <span className="text-muted tabular-nums">{format(total)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-20 w-full"
        role="img"
        aria-label={title}
      >
        {days.map((day, index) => {
          const amount = values[index] ?? 0;
          const height = amount <= 0 ? 0 : Math.max(1, (amount / top) * HEIGHT);
          return (
            <rect
              key={day.day}
              x={index * 10 + BAR_GAP / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={1}
              className="fill-violet"
            >
              <title>{`${day.day}: ${format(amount)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted tabular-nums">
        <span>{days[0]?.day.slice(5) ?? ''}</span>
        <span>{days.at(-1)?.day.slice(5) ?? ''}</span>
      </div>
    </figure>
  );
}
