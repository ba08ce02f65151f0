import type { z } from 'zod';

type Issue = Pick<z.core.$ZodIssue, 'path' | 'message'>;

/**
 * Contract field messages are phrased to follow the field name (`must be a whole number`);
 * zod's defaults are not, and `received undefined` is its wording for a field not sent at all.
 */
function describeIssue(issue: Issue): string {
  const field = issue.path.map(String).join('.') || 'request';
  if (issue.message.endsWith('received undefined')) return `${field} is required`;
  if (/^(must|is) /.test(issue.message)) return `${field} ${issue.message}`;
  return `${field}: ${issue.message.replace(/^Invalid input: /, '')}`;
}

/** One readable line naming each bad field, e.g. `id must be a whole number; name is required`. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues.map(describeIssue).join('; ') || 'Invalid request';
}
