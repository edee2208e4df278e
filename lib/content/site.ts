import path from 'node:path';
import type { LoadedPage } from './load-pages';
import { buildNavTree } from './tree';
import type { CategoryMeta, ContentIssue, GeneratedIndex, NavNode } from './types';

/** The whole loaded site: every page, the navigation tree, tags and what went wrong. */
export interface Site {
  /** Absolute path of the content folder. */
  root: string;
  /** Working directory that file names in messages are relative to. */
  cwd: string;
  /** Changes whenever a file or the code that parses it changes (names the search index files). */
  version: string;
  pages: LoadedPage[];
  byRoute: Map<string, LoadedPage>;
  generated: GeneratedIndex[];
  tree: NavNode[];
  tags: Map<string, LoadedPage[]>;
  /** Problems found without parsing bodies (files, front matter, routes, categories); see checkSite for all. */
  issues: ContentIssue[];
}

/** Everything assembleSite needs: the pages and category files of one content version. */
export interface SiteParts {
  root: string;
  cwd: string;
  version: string;
  pages: LoadedPage[];
  categories: Map<string, CategoryMeta>;
  issues: ContentIssue[];
}

/** Routes, the navigation tree and tags from pages whose front matter is read (no body is parsed). */
export function assembleSite({ root, cwd, version, pages: loaded, categories, issues: found }: SiteParts): Site {
  const issues = [...found];
  const byRoute = new Map<string, LoadedPage>();
  for (const page of loaded) {
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
  const categoryFile = (dir: string): string => path.relative(cwd, path.join(root, dir, '_category_.json')).split(path.sep).join('/');
  issues.push(...checkCategories(categoryFile, categories, pages));
  for (const index of generated) {
    const page = byRoute.get(index.route);
    if (page) issues.push({ severity: 'warning', code: 'duplicate-route', file: categoryFile(index.dir), message: `duplicate route ${index.route}: the generated index also claimed by ${page.file}; using ${page.file}` });
  }
  return { root, cwd, version, pages, byRoute, generated, tree: items, tags: collectTags(pages), issues };
}

/** Each tag with its pages (by title), tags in alphabetical order. */
export function collectTags(pages: LoadedPage[]): Map<string, LoadedPage[]> {
  const tags = new Map<string, LoadedPage[]>();
  for (const page of pages) for (const tag of page.tags) tags.set(tag, [...(tags.get(tag) ?? []), page]);
  for (const list of tags.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return new Map([...tags].sort(([a], [b]) => a.localeCompare(b)));
}

/** Every route a page or generated index serves, plus the home page. */
export const siteRoutes = (site: Pick<Site, 'pages' | 'generated'>): string[] => [...new Set(['/', ...site.pages.map((p) => p.route), ...site.generated.map((g) => g.route)])];

/** Routes the app itself serves, by the file that serves them; a page cannot take them. */
const RESERVED: [RegExp, string][] = [
  [/^\/search$/, 'app/search/page.tsx'],
  [/^\/search-index(?:\/|$)/, 'app/search-index/[file]/route.ts'],
  [/^\/tags(?:\/|$)/, 'app/tags'],
  [/^\/nav(?:\/|$)/, 'app/nav/[file]/route.ts'],
  [/^\/_next(?:\/|$)/, 'the Next.js build output'],
];

const reservedBy = (route: string): string | undefined => RESERVED.find(([pattern]) => pattern.test(route))?.[1];

/** A _category_.json whose link names a doc that does not exist is a broken sidebar link. */
function checkCategories(categoryFile: (dir: string) => string, categories: Map<string, CategoryMeta>, pages: LoadedPage[]): ContentIssue[] {
  const ids = new Set(pages.flatMap((p) => [p.file.split('/').at(-1)!.replace(/\.mdx?$/, ''), p.route.slice(1)]));
  const issues: ContentIssue[] = [];
  for (const [dir, meta] of categories) {
    if (meta.link?.type === 'doc' && !ids.has(meta.link.id.replace(/^\//, ''))) {
      issues.push({ severity: 'error', code: 'broken-link', file: categoryFile(dir), message: `broken link: sidebar link to doc "${meta.link.id}" matches no page` });
    }
  }
  return issues;
}
