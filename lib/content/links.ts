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
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for links the site does not own (other hosts, mail, phone, data URLs). */
export const isExternal = (url: string): boolean => EXTERNAL.test(url);

/** Resolves a link written on a page: relative .md files, relative paths, absolute routes and anchors. */
export function resolveLink(page: Pick<LoadedPage, 'route' | 'file'>, url: string, sourceToRoute: Map<string, string>): ResolvedLink | null {
  if (isExternal(url)) return null;
  const [beforeHash, anchor] = splitOnce(url, '#');
  const target = beforeHash.split('?')[0]!;
  if (target === '') return { route: page.route, anchor };
  if (/\.mdx?$/i.test(target) && !target.startsWith('/')) {
    const abs = path.resolve(path.dirname(path.resolve(page.file)), decodeURI(target));
    const route = sourceToRoute.get(abs);
    return { route: route ?? `(missing file) ${path.relative(process.cwd(), abs)}`, anchor };
  }
  if (target.startsWith('/')) {
    const clean = decodeURI(target);
    if (/\.[a-z0-9]{1,5}$/i.test(clean) && !/\.mdx?$/i.test(clean)) return { route: clean, anchor, asset: true };
    return { route: normalizeRoute(clean.replace(/\.mdx?$/i, '').replace(/\/index$/, '')), anchor };
  }
  const base = page.route.endsWith('/') ? page.route : page.route.replace(/[^/]*$/, '');
  return { route: normalizeRoute(new URL(target, `http://site${base}`).pathname), anchor };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}

/** Maps absolute source paths to routes, for relative ".md" links. */
export const sourceRouteMap = memoBySite((site: Site): Map<string, string> => new Map(site.pages.map((p) => [path.resolve(p.file), p.route])));

/** Routes the app serves besides content pages. */
export function knownRoutes(site: Site): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  for (const page of site.pages) routes.set(page.route, new Set(page.headings.map((h) => h.id)));
  for (const generated of site.generated) if (!routes.has(generated.route)) routes.set(generated.route, new Set());
  for (const route of ['/', '/search', '/tags', ...[...site.tags.keys()].map((t) => `/tags/${t}`)]) if (!routes.has(route)) routes.set(route, new Set());
  return routes;
}

/** Checks every internal link of every page plus extra config links; returns one issue per broken link. */
export function checkLinks(site: Site, publicDir = path.resolve('public'), extra: { file: string; url: string }[] = []): ContentIssue[] {
  const routes = knownRoutes(site);
  const sources = sourceRouteMap(site);
  const issues: ContentIssue[] = [];
  const check = (page: Pick<LoadedPage, 'route' | 'file'>, url: string, line?: number, column?: number) => {
    const resolved = resolveLink(page, url, sources);
    if (!resolved || url.startsWith('javascript:')) return;
    const report = (suggestion?: string) =>
      issues.push({ severity: 'error', file: page.file, line, column, message: `broken link ${url}${suggestion ? ` (did you mean ${suggestion}?)` : ''}` });
    if (resolved.asset) {
      const assetPath = path.join(publicDir, resolved.route.replace(/^\//, ''));
      if (!fs.existsSync(assetPath)) report();
      return;
    }
    const anchors = routes.get(resolved.route);
    if (!anchors) return report(closest(resolved.route, [...routes.keys()]));
    if (resolved.anchor && !anchors.has(resolved.anchor)) {
      const near = closest(resolved.anchor, [...anchors]);
      return report(near ? `${resolved.route}#${near}` : undefined);
    }
  };
  for (const page of site.pages) for (const link of page.links) check(page, link.url, link.line, link.column);
  for (const link of extra) check({ route: '/', file: link.file }, link.url);
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
