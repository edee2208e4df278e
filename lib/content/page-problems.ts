import path from 'node:path';
import { checkLinks } from './links';
import type { LoadedPage } from './load-pages';
import type { Site } from './site';
import type { ContentIssue } from './types';

/**
 * What is wrong with one page, for the dev server to show on it: its file's problems (front matter, reading), its
 * body's (MDX syntax, unknown components) and its broken links and anchors. Parses the page and the pages its
 * anchors point into, nothing else.
 */
export function pageProblems(site: Site, page: LoadedPage): ContentIssue[] {
  const own = site.issues.filter((issue) => issue.file === page.file);
  if (own.some((issue) => issue.severity === 'error')) return own;
  const body = page.issues;
  if (body.some((issue) => issue.severity === 'error')) return [...own, ...body];
  return [...own, ...body, ...checkLinks(site, path.join(site.cwd, 'public'), [], site.root, [page])];
}
