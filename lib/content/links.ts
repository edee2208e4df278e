import fs from 'node:fs';
import path from 'node:path';
import type { LoadedPage } from './load-pages';
import { memoBySite } from './memo';
import { normalizeRoute } from './routes';
import type { Site } from './site';
import type { ContentIssue } from './types';

/** Where an internal link points after Docusaurus-style resolution. */
export interface ResolvedLink {
  route: string;
  anchor?: string;
  /** True when the target is a file in public/ rather than a page. */
  asset?: boolean;
  /** For a ".md" link that matches no page: the file it was looked for as, relative to the working directory. */
  missingFile?: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const MARKDOWN_FILE = /\.mdx?$/i;
const STATIC_FILE = /\.[a-z0-9]{1,5}$/i;

/** True for links the site does not own (other hosts, mail, phone, data URLs). */
export const isExternal = (url: string): boolean => EXTERNAL.test(url);

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The folders Docusaurus tries for a link to a markdown file: "./x.md" and "../x.md" are relative to the
 * page only; "/x.md" is relative to the content folder or the site folder, never the page; a bare "x.md"
 * tries the content folder, the site folder, then the page's folder.
 */
function markdownSearchDirs(target: string, pageFile: string, contentRoot: string): string[] {
  const pageDir = path.dirname(path.resolve(pageFile));
  if (target.startsWith('./') || target.startsWith('../')) return [pageDir];
  const roots = [contentRoot, path.dirname(contentRoot)];
  return target.startsWith('/') ? roots : [...roots, pageDir];
}

/** Resolves a link written on a page: links to .md files, relative paths, absolute routes, static files and anchors. */
export function resolveLink(
  page: Pick<LoadedPage, 'route' | 'file'>,
  url: string,
  sourceToRoute: Map<string, string>,
  contentRoot: string,
): ResolvedLink | null {
  if (isExternal(url)) return null;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const anchor = hashAt < 0 ? undefined : decode(url.slice(hashAt + 1)) || undefined;
  const target = decode(beforeHash.split('?')[0]!);
  if (target === '') return { route: page.route, anchor };
  if (MARKDOWN_FILE.test(target)) {
    const candidates = markdownSearchDirs(target, page.file, contentRoot).map((dir) => path.join(dir, target.replace(/^\/+/, '')));
    const found = candidates.find((file) => sourceToRoute.has(file));
    if (found) return { route: sourceToRoute.get(found)!, anchor };
    return { route: target, anchor, missingFile: path.relative(process.cwd(), candidates[0]!).split(path.sep).join('/') };
  }
  const base = page.route.endsWith('/') ? page.route : page.route.replace(/[^/]*$/, '');
  const absolute = target.startsWith('/') ? target : decode(new URL(beforeHash.split('?')[0]!, `http://site${base}`).pathname);
  const clean = absolute.replace(/(?:\/index)?\.html$/i, '');
  if (clean === absolute && STATIC_FILE.test(absolute)) return { route: absolute, anchor, asset: true };
  return { route: normalizeRoute(clean), anchor };
}

/** Maps absolute source paths to routes, for links to ".md" files. */
export const sourceRouteMap = memoBySite((site: Site): Map<string, string> => new Map(site.pages.map((p) => [path.resolve(p.file), p.route])));

/** The anchors on a page (heading ids and explicit ids); reading them parses the page. */
const anchorsOf = (page: LoadedPage): Set<string> => new Set([...page.headings.map((h) => h.id), ...page.anchors]);

/** Every route the site serves with a function giving the anchors on it (pages are parsed only when asked). */
const routeTargets = memoBySite((site: Site): Map<string, () => Set<string>> => {
  const routes = new Map<string, () => Set<string>>();
  const none = () => new Set<string>();
  for (const page of site.pages) {
    let anchors: Set<string> | undefined;
    routes.set(page.route, () => (anchors ??= anchorsOf(page)));
  }
  for (const generated of site.generated) if (!routes.has(generated.route)) routes.set(generated.route, none);
  for (const route of ['/', '/search', '/tags', ...[...site.tags.keys()].map((t) => `/tags/${t}`)]) if (!routes.has(route)) routes.set(route, none);
  return routes;
});

/** Every route the site serves with the anchors on it (heading ids and explicit ids); parses every page. */
export function knownRoutes(site: Site): Map<string, Set<string>> {
  return new Map([...routeTargets(site)].map(([route, anchors]) => [route, anchors()]));
}

/** A link to check that is not in a page body: config, front matter or sidebar. */
export interface ExtraLink {
  file: string;
  url: string;
  line?: number;
  column?: number;
}

/** Suggests a route for a missing one: the nearest by spelling, else the only route with the same last segment. */
function suggestRoute(route: string, routes: string[]): string | undefined {
  const near = closest(route, routes);
  if (near) return near;
  const last = route.split('/').at(-1);
  const sameName = routes.filter((r) => r.split('/').at(-1) === last);
  return sameName.length === 1 ? sameName[0] : undefined;
}

/**
 * Checks the internal links of pages (every page by default) plus extra links; returns one error per broken link
 * or anchor. Only the pages checked and the pages their anchors point into are parsed.
 */
export function checkLinks(site: Site, publicDir: string, extra: ExtraLink[] = [], contentRoot = site.root, pages: LoadedPage[] = site.pages): ContentIssue[] {
  const routes = routeTargets(site);
  const routeList = [...routes.keys()];
  const sources = sourceRouteMap(site);
  const issues: ContentIssue[] = [];
  const check = (page: Pick<LoadedPage, 'route' | 'file'>, url: string, line?: number, column?: number) => {
    const resolved = resolveLink(page, url, sources, contentRoot);
    if (!resolved) return;
    const report = (detail?: string, suggestion?: string) =>
      issues.push({
        severity: 'error',
        code: 'broken-link',
        file: page.file,
        line,
        column,
        message: `broken link ${url}${detail ? ` (${detail})` : ''}${suggestion ? ` did you mean ${suggestion}?` : ''}`,
      });
    if (resolved.missingFile) {
      const near = closest(resolved.missingFile, [...sources.keys()].map((f) => path.relative(process.cwd(), f)));
      return report(`no page file ${resolved.missingFile}`, near);
    }
    if (resolved.asset) {
      const rel = resolved.route.replace(/^\/+/, '');
      const found = [publicDir, site.staticDir].some((dir) => dir !== undefined && fs.existsSync(path.join(dir, rel)));
      if (!found) report(`no file public${resolved.route}${site.staticDir ? ` or ${path.relative(process.cwd(), site.staticDir).split(path.sep).join('/')}${resolved.route}` : ''}`);
      return;
    }
    const target = routes.get(resolved.route);
    const shown = url.startsWith('/') || url.startsWith('#') ? undefined : `resolves to ${resolved.route}`;
    if (!target) return report(shown, suggestRoute(resolved.route, routeList));
    const anchors = resolved.anchor ? target() : new Set<string>();
    if (resolved.anchor && !anchors.has(resolved.anchor)) {
      const anchor = resolved.anchor;
      const startingWith = [...anchors].filter((a) => a.startsWith(anchor) || anchor.startsWith(a));
      const near = closest(anchor, [...anchors]) ?? (startingWith.length === 1 ? startingWith[0] : undefined);
      return report(`no heading or anchor #${resolved.anchor} on ${resolved.route}`, near ? `${url.startsWith('#') ? '' : resolved.route}#${near}` : undefined);
    }
  };
  for (const page of pages) for (const link of page.links) check(page, link.url, link.line, link.column);
  for (const link of extra) check({ route: '/', file: link.file }, link.url, link.line, link.column);
  return issues;
}

/** The candidate nearest to a value by edit distance, if it is reasonably near. */
export function closest(value: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(value, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 12) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
