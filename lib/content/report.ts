import type { ContentIssue } from './types';

/** Formats an issue as "file:line:col  message", the shape editors and CI annotate. */
export const formatIssue = (issue: ContentIssue): string =>
  `${issue.file}${issue.line ? `:${issue.line}` : ''}${issue.line && issue.column ? `:${issue.column}` : ''}  ${issue.message}`;

/** Prints warnings once each, grouped with a count, then errors; returns the error count. */
export function printIssues(issues: ContentIssue[], log: (line: string) => void = console.error): number {
  const unique = [...new Map(issues.map((i) => [formatIssue(i) + i.severity, i])).values()];
  const warnings = unique.filter((i) => i.severity === 'warning');
  const errors = unique.filter((i) => i.severity === 'error');
  if (warnings.length) {
    log(`${warnings.length} warning${warnings.length === 1 ? '' : 's'}:`);
    for (const w of warnings) log(`  ${formatIssue(w)}`);
  }
  if (errors.length) {
    log(`${errors.length} error${errors.length === 1 ? '' : 's'}:`);
    for (const e of errors) log(`  ${formatIssue(e)}`);
  }
  return errors.length;
}
