/** How the runtime benchmark prints figures: one row per measure, Lumus beside the baseline. */

export const seconds = (value: number) => `${value.toFixed(1)} s`;
export const megabytes = (value: number) =>
  Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} MB`;

export function row(
  label: string,
  lumus: string,
  baseline: string,
  goal?: { text: string; met: boolean },
) {
  console.log(
    `  ${label.padEnd(46)}${lumus.padStart(10)}${baseline.padStart(11)}   ${
      goal === undefined ? '' : `${goal.text.padEnd(11)}${goal.met ? 'met' : 'NOT MET'}`
    }`,
  );
}

export const atMost = (value: number, limit: number, unit: string) => ({
  text: `<= ${String(limit)} ${unit}`,
  met: value <= limit,
});
