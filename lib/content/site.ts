import path from 'node:path';
import { loadPage, type LoadedPage } from './load-pages';
import { readContentFiles } from './read-files';
import { readSiteSnapshot, SITE_CACHE_ENV } from './site-cache';
import { buildNavTree } from './tree';
import type { ContentIssue, GeneratedIndex, NavNode } from './types';

/** The whole loaded site: every page, the navigation tree, tags and what went wrong. */
export interface Site {
  pages: LoadedPage[];
  byRoute: Map<string, LoadedPage>;
  generated: GeneratedIndex[];
  tree: NavNode[];
  tags: Map<string, LoadedPage[]>;
  issues: ContentIssue[];
}

/** The content folder: CONTENT_DIR when set, else ./content. */
export const contentDir = (): string => path.resolve(process.env.CONTENT_DIR || 'content');

/** Loads and derives everything from a content folder; pure apart from reading files. */
export function loadSite(root = contentDir(), options: { includeDrafts?: boolean } = {}): Site {
  const includeDrafts = options.includeDrafts ?? process.env.NODE_ENV !== 'production';
  const { files, categories, issues } = readContentFiles(root);
  const byRoute = new Map<string, LoadedPage>();
  for (const source of files) {
    const { page, issues: pageIssues } = loadPage(source);
    issues.push(...pageIssues);
    if (!page || (page.draft && !includeDrafts)) continue;
    const other = byRoute.get(page.route);
    if (other) {
      const [kept, dropped] = other.file.localeCompare(page.file) <= 0 ? [other, page] : [page, other];
      issues.push({ severity: 'warning', file: dropped.file, message: `duplicate route ${page.route}: also claimed by ${kept.file}; using ${kept.file}` });
      byRoute.set(page.route, kept);
    } else byRoute.set(page.route, page);
  }
  const pages = [...byRoute.values()].sort((a, b) => a.route.localeCompare(b.route));
  const { items, generated } = buildNavTree(pages, categories, new Set(byRoute.keys()));
  const tags = new Map<string, LoadedPage[]>();
  for (const page of pages) for (const tag of page.tags) tags.set(tag, [...(tags.get(tag) ?? []), page]);
  for (const list of tags.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return { pages, byRoute, generated, tree: items, tags: new Map([...tags].sort(([a], [b]) => a.localeCompare(b))), issues };
}

let cached: Site | undefined;

/** The site for this process, loaded once (build workers and the dev server reuse it). */
export function getSite(): Site {
  if (process.env.NODE_ENV === 'development') return loadSite();
  cached ??= readSiteSnapshot(process.env[SITE_CACHE_ENV]) ?? loadSite();
  return cached;
}
