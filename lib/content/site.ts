import path from 'node:path';
import type { LoadedPage } from './load-pages';
import type { SidebarsConfig } from './sidebars-config';
import { buildSidebars } from './sidebars-tree';
import { buildNavTree } from './tree';
import type { CategoryMeta, ContentIssue, GeneratedIndex, NavNode, Tag } from './types';

/** A tag's page: the tag as readers see it, the pages listed on it, and whether /tags lists it at all. */
export interface TagGroup {
  tag: Tag;
  pages: LoadedPage[];
  /** True when every page carrying it is unlisted: its page exists but /tags does not list it. */
  unlisted: boolean;
}

/** A loaded sidebars file: its sidebars, and its name and text for messages. */
export interface SidebarsSource {
  config: SidebarsConfig;
  file: string;
  text: string;
}

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
  /** The main sidebar: the first of a sidebars file, or the folder tree. */
  tree: NavNode[];
  /** Every sidebar by name (a sidebars file may have several; the folder tree is "default"). */
  sidebars: Map<string, NavNode[]>;
  /** The sidebar each route is in (pages no sidebar lists have none). */
  sidebarOf: Map<string, string>;
  /** Tags by slug (their page is /tags/<slug>), in label order. */
  tags: Map<string, TagGroup>;
  /** A Docusaurus site root's static/ folder, served from the site root. */
  staticDir?: string;
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
  /** A sidebars file, when the content has one; without it the folder tree is the sidebar. */
  sidebars?: SidebarsSource;
  /** Doc ids of pages left out of this build (drafts), which sidebars may name. */
  leftOut?: Set<string>;
  staticDir?: string;
}

/** Routes, the navigation tree and tags from pages whose front matter is read (no body is parsed). */
export function assembleSite({ root, cwd, version, pages: loaded, categories, issues: found, sidebars: sidebarsFile, leftOut = new Set(), staticDir }: SiteParts): Site {
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
  let items: NavNode[];
  let generated: GeneratedIndex[];
  let sidebars: Map<string, NavNode[]>;
  let sidebarOf = new Map<string, string>();
  if (sidebarsFile) {
    const built = buildSidebars(sidebarsFile.config, { pages, categories, leftOut, file: sidebarsFile.file, text: sidebarsFile.text });
    ({ generated, sidebarOf } = built);
    sidebars = built.trees;
    items = [...sidebars.values()][0] ?? [];
    issues.push(...built.issues);
    for (const page of pages) {
      if (typeof page.displayedSidebar === 'string' && !sidebars.has(page.displayedSidebar)) {
        issues.push({ severity: 'error', code: 'front-matter', file: page.file, line: page.keyLines.displayed_sidebar, message: `displayed_sidebar "${page.displayedSidebar}" is not a sidebar of ${sidebarsFile.file} (it has ${[...sidebars.keys()].join(', ')})` });
      }
    }
  } else {
    ({ items, generated } = buildNavTree(pages.filter((p) => !p.unlisted), categories, new Set(byRoute.keys())));
    sidebars = new Map([['default', items]]);
    for (const route of flatRoutes(items)) sidebarOf.set(route, 'default');
  }
  const docIds = new Set(pages.map((p) => p.docId));
  for (const page of pages) {
    for (const [key, id] of [['pagination_prev', page.paginationPrev], ['pagination_next', page.paginationNext]] as const) {
      if (typeof id === 'string' && !docIds.has(id) && !leftOut.has(id)) {
        issues.push({ severity: 'error', code: 'broken-link', file: page.file, line: page.keyLines[key], message: `broken link: ${key} "${id}" matches no doc id (a doc id is its folder and its front-matter id or file name, e.g. "guides/intro")` });
      }
    }
  }
  const categoryFile = (dir: string): string => path.relative(cwd, path.join(root, dir, '_category_.json')).split(path.sep).join('/');
  issues.push(...checkCategories(categoryFile, categories, pages));
  for (const index of generated) {
    const page = byRoute.get(index.route);
    if (page) issues.push({ severity: 'warning', code: 'duplicate-route', file: sidebarsFile?.file ?? categoryFile(index.dir), message: `duplicate route ${index.route}: the generated index also claimed by ${page.file}; using ${page.file}` });
  }
  return { root, cwd, version, pages, byRoute, generated, tree: items, sidebars, sidebarOf, tags: collectTags(pages), issues, staticDir };
}

const flatRoutes = (nodes: NavNode[]): string[] =>
  nodes.flatMap((n) => (n.type === 'page' ? [n.route] : n.type === 'category' ? [...(n.route ? [n.route] : []), ...flatRoutes(n.children)] : []));

/**
 * Each tag with its pages (by title), tags in label order. Tags group by slug, as Docusaurus groups by permalink
 * (the first label seen wins); a tag's unlisted pages are left off its page unless all its pages are unlisted.
 */
export function collectTags(pages: LoadedPage[]): Map<string, TagGroup> {
  const tags = new Map<string, { tag: Tag; all: LoadedPage[] }>();
  for (const page of pages) {
    for (const tag of page.tags) {
      const group = tags.get(tag.slug) ?? { tag, all: [] };
      if (!group.all.includes(page)) group.all.push(page);
      tags.set(tag.slug, group);
    }
  }
  const groups = [...tags].map(([slug, { tag, all }]): [string, TagGroup] => {
    const listed = all.filter((p) => !p.unlisted);
    const shown = (listed.length ? listed : all).sort((a, b) => a.title.localeCompare(b.title));
    return [slug, { tag, pages: shown, unlisted: listed.length === 0 }];
  });
  return new Map(groups.sort(([, a], [, b]) => a.tag.label.localeCompare(b.tag.label)));
}

/** The sidebar a page shows: its displayed_sidebar, else the sidebar that lists it, else none. */
export function treeFor(site: Pick<Site, 'sidebars' | 'sidebarOf'>, route: string, displayed?: string | null): NavNode[] {
  if (displayed === null) return [];
  const name = displayed ?? site.sidebarOf.get(route);
  return (name !== undefined ? site.sidebars.get(name) : undefined) ?? [];
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
  const ids = new Set(pages.flatMap((p) => [p.file.split('/').at(-1)!.replace(/\.mdx?$/, ''), p.route.slice(1), p.docId]));
  const issues: ContentIssue[] = [];
  for (const [dir, meta] of categories) {
    if (meta.link?.type === 'doc' && !ids.has(meta.link.id.replace(/^\//, ''))) {
      issues.push({ severity: 'error', code: 'broken-link', file: categoryFile(dir), message: `broken link: sidebar link to doc "${meta.link.id}" matches no page` });
    }
  }
  return issues;
}
