/**
 * Prints the one line CI judges a run by, `ci: N passed, M failed`, summed over the vitest JSON
 * result files given as arguments, and exits non-zero if anything failed. A missing or unreadable
 * file counts as one failure: a suite that never reported must not look green.
 */
import { readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function numberField(record: Record<string, unknown>, key: string): number {
  const value = record[key];
  return typeof value === 'number' ? value : 0;
}

/** The objects in `record[key]` when it is a list (a report's files, a file's tests). */
function recordsIn(record: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const value = record[key];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Files that failed without a failed test (load or syntax errors) still count as a failure. */
function erroredFiles(report: Record<string, unknown>): number {
  return recordsIn(report, 'testResults').filter(
    (file) =>
      file['status'] === 'failed' &&
      !recordsIn(file, 'assertionResults').some((assertion) => assertion['status'] === 'failed'),
  ).length;
}

/**
 * Tests that passed only on a retry (the timing-sensitive call files may retry once, decision
 * 060): Vitest keeps the failed attempt's messages on a passed test. They pass, but are named with
 * their first failure so that a flaky test stays visible.
 */
function printRetried(report: Record<string, unknown>): void {
  for (const file of recordsIn(report, 'testResults')) {
    for (const assertion of recordsIn(file, 'assertionResults')) {
      const messages = assertion['failureMessages'];
      if (assertion['status'] !== 'passed' || !Array.isArray(messages) || messages.length === 0)
        continue;
      const first = String(messages[0]).split('\n')[0] ?? '';
      console.log(`ci-summary: passed on a retry: ${String(assertion['fullName'])} (${first})`);
    }
  }
}

function countFile(path: string): Counts {
  try {
    const report: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!isRecord(report)) throw new Error('not a JSON object');
    printRetried(report);
    const failedTests = numberField(report, 'numFailedTests');
    let failed = failedTests + erroredFiles(report);
    // Errors outside any test (unhandled rejections, setup failures) only show in `success`.
    if (failed === 0 && report['success'] === false) failed = 1;
    return { passed: numberField(report, 'numPassedTests'), failed };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`ci-summary: no usable results in ${path} (${reason}); counted as 1 failure`);
    return { passed: 0, failed: 1 };
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: tsx e2e/scripts/ci-summary.ts <vitest-json>...');
  process.exit(2);
}
const total = files
  .map(countFile)
  .reduce(
    (sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed }),
    { passed: 0, failed: 0 },
  );
console.log(`ci: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
