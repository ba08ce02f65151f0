/** A small night sky with a crescent and a telescope: "nobody here" without sadness. */
export function EmptyIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 120" className="h-28 w-auto">
      <rect width="160" height="120" rx="24" fill="#241C57" />
      <circle cx="118" cy="34" r="16" fill="#F2C46D" />
      <circle cx="126" cy="28" r="14" fill="#241C57" />
      {[
        [24, 22],
        [52, 14],
        [80, 30],
        [40, 48],
        [98, 58],
        [140, 70],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="#FAF8F4" opacity="0.8" />
      ))}
      <path d="M0 96 Q40 80 80 94 T160 88 V120 H0Z" fill="#17123A" />
      <g transform="translate(56 70) rotate(-28)">
        <rect x="0" y="0" width="40" height="10" rx="3" fill="#EDE8FF" />
        <rect x="40" y="1.5" width="8" height="7" rx="2" fill="#6D4AFF" />
      </g>
      <path
        d="M70 84 L62 100 M70 84 L78 100"
        stroke="#EDE8FF"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
