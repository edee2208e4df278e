import type { FrontMatter } from './types';

/** Docusaurus's default number-prefix parser: "01-intro" → 1 and "intro"; dates and versions ("2021-11-x", "7.0-x") are left alone. */
export function parseNumberPrefix(name: string): { name: string; prefix?: number } {
  if (/^\d+[-_.]\d+/.test(name)) return { name };
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return match ? { name: match[2]!, prefix: Number.parseInt(match[1]!, 10) } : { name };
}

/** Docusaurus strips number prefixes such as "01-" from file and folder names. */
export const stripNumberPrefix = (segment: string): string => parseNumberPrefix(segment).name;

/** Joins route segments into a clean route with one leading slash and none trailing. */
export function normalizeRoute(route: string): string {
  const clean = route.replace(/\/+/g, '/').replace(/\/$/, '');
  return clean.startsWith('/') ? clean || '/' : `/${clean}`;
}

/** True for index.md, README.md or a file named like its folder (the folder's own page). */
export function isCategoryIndex(file: string): boolean {
  const parts = file.split('/');
  const base = parts.at(-1)!.replace(/\.mdx?$/i, '').toLowerCase();
  const folder = parts.at(-2)?.toLowerCase();
  return base === 'index' || base === 'readme' || (folder !== undefined && stripNumberPrefix(base) === stripNumberPrefix(folder));
}

/** The folder of a content file with number prefixes stripped (unless parse_number_prefixes is false), as used in routes. */
export const routeDirOf = (file: string, stripPrefixes = true): string =>
  file.split('/').slice(0, -1).map((s) => (stripPrefixes ? stripNumberPrefix(s) : s)).join('/');

/** A file's name without extension and, unless turned off, its number prefix ("01-intro.md" → "intro", 1). */
export function baseNameOf(file: string, stripPrefixes = true): { name: string; prefix?: number } {
  const name = file.split('/').at(-1)!.replace(/\.mdx?$/i, '');
  return stripPrefixes ? parseNumberPrefix(name) : { name };
}

type RouteKeys = Pick<FrontMatter, 'id' | 'slug' | 'parse_number_prefixes'>;

/** The Docusaurus doc id: folder (prefixes stripped) and front-matter id or file name, "guides/intro". */
export function docIdOf(file: string, frontMatter: RouteKeys): string {
  const strip = frontMatter.parse_number_prefixes !== false;
  const dir = routeDirOf(file, strip);
  const base = frontMatter.id ?? baseNameOf(file, strip).name;
  return dir ? `${dir}/${base}` : base;
}

/** Derives a page route the way Docusaurus does: slug wins, index files take the folder, else folder + id. */
export function routeOf(file: string, frontMatter: RouteKeys): string {
  const strip = frontMatter.parse_number_prefixes !== false;
  const dir = routeDirOf(file, strip);
  const { slug, id } = frontMatter;
  if (slug) return normalizeRoute(slug.startsWith('/') ? slug : `${dir}/${slug}`);
  if (isCategoryIndex(file)) return normalizeRoute(dir);
  return normalizeRoute(`${dir}/${id ?? baseNameOf(file, strip).name}`);
}

/** Turns a file or folder name into a readable label ("get-started" → "Get started"). */
export function labelFromName(name: string): string {
  const words = stripNumberPrefix(name).replace(/\.mdx?$/i, '').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The HTML file that serves a route in the static export, relative to it (no trailing slash: `/a/b` is `a/b.html`). */
export const htmlFileOfRoute = (route: string): string => (route === '/' ? 'index.html' : `${decodeURI(route).slice(1)}.html`);
