/** Colours of DESIGN.md, so generated pictures sit naturally in the app. */
export const PALETTE = {
  night: '#17123A',
  night2: '#241C57',
  violet: '#6D4AFF',
  violetSoft: '#EDE8FF',
  gold: '#F2C46D',
  paper: '#FAF8F4',
} as const;

/** Soft two-stop gradients for avatar backgrounds: calm night tones with one warm accent. */
export const AVATAR_GRADIENTS: readonly (readonly [string, string])[] = [
  [PALETTE.night, PALETTE.violet],
  [PALETTE.night2, '#8A6CFF'],
  ['#2B2160', PALETTE.gold],
  ['#3B2A7A', '#C9A6FF'],
  [PALETTE.night, '#4C7BD9'],
  ['#40236B', '#E59A8C'],
  ['#1F2A5C', '#6FC3B8'],
  ['#2E1B4F', '#F0B27A'],
];

/** Numbers in SVG attributes: short, and never NaN or exponent notation. */
export function n(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 10) / 10) : '0';
}
