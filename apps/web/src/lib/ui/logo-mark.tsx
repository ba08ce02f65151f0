/** The crescent-and-star mark (same drawing as public/favicon.svg). Decorative: the text names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <path d="M38 12a20 20 0 1 0 14 34A16 16 0 1 1 38 12Z" fill="#F2C46D" />
      <path d="M45 15l1.8 4.2L51 21l-4.2 1.8L45 27l-1.8-4.2L39 21l4.2-1.8Z" fill="#EDE8FF" />
    </svg>
  );
}
