import type { ContentIssue } from './types';

/** Formats an issue as "file:line:col  message", the shape editors and CI annotate. */
export const formatIssue = (issue: ContentIssue): string =>
  `${issue.file}${issue.line ? `:${issue.line}` : ''}${issue.line && issue.column ? `:${issue.column}` : ''}  ${issue.message}`;

/** Headings of the report groups, by issue code. */
const GROUP_TITLES: Record<string, string> = {
  'broken-link': 'broken links and anchors',
  'duplicate-route': 'duplicate routes',
  'front-matter': 'front matter',
  'unknown-key': 'unknown front-matter keys',
  'unknown-keys': 'unknown front-matter keys',
  sidebar: 'sidebars file',
  'mdx-syntax': 'MDX syntax',
  'mdx-component': 'unknown components',
  'mdx-import': 'imports the site cannot run',
  removed: 'unsafe or unsupported content removed',
  'external-image': 'external images the CSP blocks',
  file: 'unreadable files',
  'pact-code': 'Pact code blocks',
  typescript: 'TypeScript and JavaScript blocks (type check)',
  'data-block': 'JSON and YAML blocks',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Prints warnings once each, grouped by kind with counts, then errors the same way; returns the error count. */
export function printIssues(issues: ContentIssue[], log: (line: string) => void = console.error): number {
  const unique = [...new Map(issues.map((i) => [formatIssue(i) + i.severity, i])).values()];
  const byLocation = (a: ContentIssue, b: ContentIssue) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
  for (const severity of ['warning', 'error'] as const) {
    const list = unique.filter((i) => i.severity === severity);
    if (list.length === 0) continue;
    log(`${plural(list.length, severity)}${severity === 'error' ? ' (the build stops)' : ''}:`);
    const groups = new Map<string, ContentIssue[]>();
    for (const issue of list) groups.set(issue.code ?? 'other', [...(groups.get(issue.code ?? 'other') ?? []), issue]);
    for (const [code, group] of groups) {
      log(`- ${GROUP_TITLES[code] ?? code} (${group.length}):`);
      // Unindented so editors and CI turn "file:line:col" into a link.
      for (const issue of group.sort(byLocation)) log(formatIssue(issue));
    }
  }
  return unique.filter((i) => i.severity === 'error').length;
}

/**
 * One warning for the whole site in place of one per page and key: each unknown key once, with the files (and
 * lines) that use it. A checkout written for another tool repeats the same few keys on hundreds of pages.
 */
export function mergeUnknownKeys(issues: ContentIssue[]): ContentIssue[] {
  const unknown = issues.filter((i) => i.code === 'unknown-key');
  if (unknown.length === 0) return issues;
  const byKey = new Map<string, string[]>();
  for (const issue of unknown) {
    const key = /"([^"]+)"/.exec(issue.message)?.[1] ?? '?';
    byKey.set(key, [...(byKey.get(key) ?? []), `${issue.file}${issue.line ? `:${issue.line}` : ''}`]);
  }
  const shown = (files: string[]) => (files.length > 5 ? `${files.slice(0, 5).join(', ')} and ${files.length - 5} more` : files.join(', '));
  const keys = [...byKey].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, files]) => `"${key}" in ${shown(files)}`);
  const first = unknown[0]!;
  const merged: ContentIssue = { severity: 'warning', code: 'unknown-keys', file: first.file, line: first.line, message: `unknown front-matter keys are ignored (not Docusaurus docs keys; remove them or check the spelling): ${keys.join('; ')}` };
  return [...issues.filter((i) => i.code !== 'unknown-key'), merged];
}
