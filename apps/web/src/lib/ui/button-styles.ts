/** Shared looks for buttons and button-like links, so every call to action is the same size. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-violet text-white shadow-sm hover:bg-violet-strong`,
  secondary: `${base} border border-violet/30 bg-white text-violet hover:bg-violet-soft`,
  /** For dark (night) backgrounds. */
  light: `${base} bg-gold text-night hover:bg-gold/90`,
  ghostLight: `${base} border border-white/40 text-white hover:bg-white/10`,
} as const;
