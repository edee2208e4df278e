import path from 'node:path';
import { loadPage, type LoadedPage } from './load-pages';
import { readContentFiles } from './read-files';
import type { PrebuiltSearchIndex } from '../search/index-files';
import { contentDir, SITE_CACHE_ENV } from './build-env';
import { readSiteSnapshot } from './site-cache';
import { buildNavTree } from './tree';
import type { CategoryMeta, ContentIssue, GeneratedIndex, NavNode } from './types';

/** The whole loaded site: every page, the navigation tree, tags and what went wrong. */
export interface Site {
  pages: LoadedPage[];
  byRoute: Map<string, LoadedPage>;
  generated: GeneratedIndex[];
  tree: NavNode[];
  tags: Map<string, LoadedPage[]>;
  issues: ContentIssue[];
  /** Search index files the build's check step already wrote (absent outside a build). */
  searchIndex?: PrebuiltSearchIndex;
}

export { contentDir } from './build-env';

/** Loads and derives everything from a content folder; pure apart from reading files. `keepTrees`: see LoadedPage.tree. */
export function loadSite(root = contentDir(), options: { includeDrafts?: boolean; keepTrees?: boolean } = {}): Site {
  const includeDrafts = options.includeDrafts ?? process.env.NODE_ENV !== 'production';
  const { files, categories, issues } = readContentFiles(root);
  const byRoute = new Map<string, LoadedPage>();
  for (const source of files) {
    const { page, issues: pageIssues } = loadPage(source, { keepTree: options.keepTrees });
    issues.push(...pageIssues);
    if (!page || (page.draft && !includeDrafts)) continue;
    const reserved = reservedBy(page.route);
    if (reserved) {
      issues.push({ severity: 'warning', code: 'duplicate-route', file: page.file, message: `duplicate route ${page.route}: also claimed by ${reserved}; using ${reserved} (change this page's slug)` });
      continue;
    }
    const other = byRoute.get(page.route);
    if (other) {
      const [kept, dropped] = other.file <= page.file ? [other, page] : [page, other];
      issues.push({ severity: 'warning', code: 'duplicate-route', file: dropped.file, message: `duplicate route ${page.route}: also claimed by ${kept.file}; using ${kept.file} (rename one file or change its slug)` });
      byRoute.set(page.route, kept);
    } else byRoute.set(page.route, page);
  }
  const byLowerCase = new Map<string, LoadedPage>();
  for (const page of [...byRoute.values()].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const twin = byLowerCase.get(page.route.toLowerCase());
    if (twin) issues.push({ severity: 'warning', code: 'duplicate-route', file: page.file, message: `route ${page.route} differs from ${twin.route} (${twin.file}) only in case: they collide on case-insensitive hosts` });
    else byLowerCase.set(page.route.toLowerCase(), page);
  }
  const pages = [...byRoute.values()].sort((a, b) => a.route.localeCompare(b.route));
  const { items, generated } = buildNavTree(pages, categories, new Set(byRoute.keys()));
  issues.push(...checkCategories(root, categories, pages));
  for (const index of generated) {
    const page = byRoute.get(index.route);
    if (page) issues.push({ severity: 'warning', code: 'duplicate-route', file: categoryFile(root, index.dir), message: `duplicate route ${index.route}: the generated index also claimed by ${page.file}; using ${page.file}` });
  }
  return { pages, byRoute, generated, tree: items, tags: collectTags(pages), issues };
}

/** Each tag with its pages (by title), tags in alphabetical order. */
export function collectTags(pages: LoadedPage[]): Map<string, LoadedPage[]> {
  const tags = new Map<string, LoadedPage[]>();
  for (const page of pages) for (const tag of page.tags) tags.set(tag, [...(tags.get(tag) ?? []), page]);
  for (const list of tags.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return new Map([...tags].sort(([a], [b]) => a.localeCompare(b)));
}

/** Routes the app itself serves, by the file that serves them; a page cannot take them. */
const RESERVED: [RegExp, string][] = [
  [/^\/search$/, 'app/search/page.tsx'],
  [/^\/tags(?:\/|$)/, 'app/tags'],
  [/^\/nav(?:\/|$)/, 'app/nav/[file]/route.ts'],
  [/^\/_next(?:\/|$)/, 'the Next.js build output'],
];

const reservedBy = (route: string): string | undefined => RESERVED.find(([pattern]) => pattern.test(route))?.[1];

const categoryFile = (root: string, dir: string): string =>
  path.relative(process.cwd(), path.join(root, dir, '_category_.json')).split(path.sep).join('/');

/** A _category_.json whose link names a doc that does not exist is a broken sidebar link. */
function checkCategories(root: string, categories: Map<string, CategoryMeta>, pages: LoadedPage[]): ContentIssue[] {
  const ids = new Set(pages.flatMap((p) => [p.file.split('/').at(-1)!.replace(/\.mdx?$/, ''), p.route.slice(1)]));
  const issues: ContentIssue[] = [];
  for (const [dir, meta] of categories) {
    if (meta.link?.type === 'doc' && !ids.has(meta.link.id.replace(/^\//, ''))) {
      issues.push({ severity: 'error', code: 'broken-link', file: categoryFile(root, dir), message: `broken link: sidebar link to doc "${meta.link.id}" matches no page` });
    }
  }
  return issues;
}

let cached: Site | undefined;

/** The site for this process, loaded once (build workers and the dev server reuse it). */
export function getSite(): Site {
  if (process.env.NODE_ENV === 'development') return loadSite();
  cached ??= readSiteSnapshot(process.env[SITE_CACHE_ENV]) ?? loadSite();
  return cached;
}
