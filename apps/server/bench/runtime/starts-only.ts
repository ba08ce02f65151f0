import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBaseline } from './baseline-build';
import { seconds } from './report-format';
import { SERVER_DIR } from './runtime-settings';
import { startAndIdle } from './server-process';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * First and second embedded starts only, `repetitions` times, of each bundle and the baseline.
 * Within a repetition the bundles take turns, so a busy machine weighs on all alike.
 */
export async function startsOnly(repetitions: number, bundles: readonly string[]): Promise<void> {
  const baselineScript = await buildBaseline();
  const folders = mkdtempSync(join(tmpdir(), 'lumus-runtime-bench-'));
  const scripts = [...bundles, baselineScript.script];
  const labels = [...bundles.map((bundle) => bundle.replace(`${SERVER_DIR}/`, '')), 'baseline'];
  const first: number[][] = scripts.map(() => []);
  const second: number[][] = scripts.map(() => []);
  try {
    for (let repetition = 0; repetition < repetitions; repetition += 1) {
      for (const [index, script] of scripts.entries()) {
        const dataDir = join(folders, `${String(repetition)}-${String(index)}`);
        first[index]?.push((await startAndIdle(script, { DATA_DIR: dataDir })).healthSeconds);
        second[index]?.push((await startAndIdle(script, { DATA_DIR: dataDir })).healthSeconds);
        rmSync(dataDir, { recursive: true, force: true });
      }
      console.log(
        `repetition ${String(repetition + 1)}, load average ${(loadavg()[0] ?? 0).toFixed(1)}: ` +
          labels
            .map(
              (label, index) =>
                `${label} ${seconds(first[index]?.at(-1) ?? Number.NaN)} / ${seconds(second[index]?.at(-1) ?? Number.NaN)}`,
            )
            .join(', '),
      );
    }
    console.log('\nembedded time to first /api/health, median (all), first / second start:');
    for (const [index, label] of labels.entries()) {
      const all = (values: readonly number[] | undefined) =>
        `${seconds(median(values ?? []))} (${(values ?? []).map((value) => value.toFixed(1)).join(', ')})`;
      console.log(`  ${label.padEnd(40)} ${all(first[index])} / ${all(second[index])}`);
    }
  } finally {
    rmSync(folders, { recursive: true, force: true });
    baselineScript.remove();
  }
}
