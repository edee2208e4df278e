import { printIssues } from './report';
import type { ContentIssue } from './types';

describe('printIssues', () => {
  const issues: ContentIssue[] = [
    { severity: 'warning', code: 'unknown-key', file: 'content/b.md', line: 3, message: 'unknown front-matter key "author" is ignored' },
    { severity: 'warning', code: 'unknown-key', file: 'content/a.md', line: 2, message: 'unknown front-matter key "author" is ignored' },
    { severity: 'warning', code: 'unknown-key', file: 'content/a.md', line: 2, message: 'unknown front-matter key "author" is ignored' },
    { severity: 'warning', code: 'duplicate-route', file: 'content/x.md', message: 'duplicate route /x: also claimed by content/x/index.md; using content/x/index.md' },
    { severity: 'error', code: 'broken-link', file: 'content/a.md', line: 9, column: 4, message: 'broken link /nowhere' },
  ];

  it('prints each warning once, grouped by kind with counts, then errors, and returns the error count', () => {
    const lines: string[] = [];
    expect(printIssues(issues, (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual([
      '3 warnings:',
      '- unknown front-matter keys (2):',
      'content/a.md:2  unknown front-matter key "author" is ignored',
      'content/b.md:3  unknown front-matter key "author" is ignored',
      '- duplicate routes (1):',
      'content/x.md  duplicate route /x: also claimed by content/x/index.md; using content/x/index.md',
      '1 error (the build stops):',
      '- broken links and anchors (1):',
      'content/a.md:9:4  broken link /nowhere',
    ]);
  });

  it('prints nothing and returns 0 for clean content', () => {
    const lines: string[] = [];
    expect(printIssues([], (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([]);
  });
});
