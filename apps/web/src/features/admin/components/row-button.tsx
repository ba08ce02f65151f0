/** A quiet text button inside a table row ("Edit" and the like); `label` names the row for screen readers. */
export function RowButton({
  children,
  label,
  disabled,
  tone = 'violet',
  onClick,
}: {
  children: string;
  label?: string;
  disabled?: boolean;
  tone?: 'violet' | 'night';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      className={`min-h-11 rounded-full px-3 text-sm font-semibold ${
        tone === 'violet' ? 'text-violet hover:bg-violet-soft' : 'text-night hover:bg-night/5'
      }`}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
