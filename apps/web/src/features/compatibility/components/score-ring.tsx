const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The overall score as a gold ring on the night background; the number is the accessible text. */
export function ScoreRing({ score, label }: { score: number; label: string }) {
  const filled = (Math.min(100, Math.max(0, score)) / 100) * CIRCUMFERENCE;
  return (
    <div className="relative size-36 shrink-0">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          className="stroke-white/15"
        />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          className="stroke-gold transition-[stroke-dasharray] duration-200 motion-reduce:transition-none"
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center text-white">
        <span className="text-4xl font-semibold" data-testid="overall-score">
          {score}
        </span>
        <span className="text-xs text-white/75">{label}</span>
      </p>
    </div>
  );
}

/** One area's score as a bar; the bar is decoration, the number carries the meaning. */
export function ScoreBar({ score }: { score: number }) {
  return (
    <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-violet-soft">
      <div className="h-full rounded-full bg-violet" style={{ width: `${score}%` }} />
    </div>
  );
}
