import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest in CI (session 18, fresh clone: 121-127 s for the first two, 35-55 s
 * for the rest), longest first. Two workers pull files from one queue, so a long file picked up
 * last ends the run alone: on a fresh clone Vitest has no durations and starts the largest files
 * (in bytes), and `routing` (127 s, small in bytes) started at 429 s of a 653 s group.
 */
const LONGEST_FIRST = [
  'routing.e2e.ts',
  'hydration-time-zones.e2e.ts',
  'free-tools.e2e.ts',
  'landing-pages.e2e.ts',
  'german-pages.e2e.ts',
  'admin.e2e.ts',
  'support.e2e.ts',
  'chat-request-outcome.e2e.ts',
  'accessibility.e2e.ts',
];

function rank(spec: TestSpecification): number {
  const index = LONGEST_FIRST.indexOf(basename(spec.moduleId));
  return index === -1 ? LONGEST_FIRST.length : index;
}

/** Vitest's order (groups, then its own file order), with the known long files first in a group. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groupOf = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    // Array.prototype.sort is stable: files of equal rank keep Vitest's order.
    return [...sorted].sort((a, b) => groupOf(a) - groupOf(b) || rank(a) - rank(b));
  }
}
