export const DEG_TO_RAD = Math.PI / 180;
export const RAD_TO_DEG = 180 / Math.PI;

/** Wraps any angle into [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const wrapped = degrees % 360;
  // `-0` and tiny negatives would otherwise become 360 after the shift.
  return wrapped < 0 ? (wrapped + 360) % 360 : wrapped;
}

/** Signed difference a - b folded into (-180, 180], for comparing longitudes across 0°. */
export function angleDifference(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? d - 360 : d;
}
