import type { ReactNode } from 'react';

/** The console header's on/off switch (role switch, the knob shows the state). */
export function ToggleSwitch({
  on,
  disabled,
  onToggle,
  testId,
  describedBy,
  children,
}: {
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
  testId: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onToggle}
      data-testid={testId}
      className="inline-flex min-h-11 items-center gap-3 rounded-full bg-white/10 py-1.5 pr-4 pl-1.5 text-sm font-semibold text-white ring-1 ring-white/25 transition-colors hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 rounded-full transition-colors duration-200 ${on ? 'bg-online' : 'bg-white/30'}`}
      >
        <span
          className={`absolute top-1 size-5 rounded-full bg-white shadow transition-transform duration-200 motion-reduce:transition-none ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </span>
      {children}
    </button>
  );
}
