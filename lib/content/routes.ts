import type { FrontMatter } from './types';

/** Docusaurus strips number prefixes such as "01-" from file and folder names. */
export const stripNumberPrefix = (segment: string): string => segment.replace(/^\d+\s*[-_.]\s*(?=\S)/, '');

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

/** The folder of a content file with number prefixes stripped, as used in routes. */
export const routeDirOf = (file: string): string =>
  file.split('/').slice(0, -1).map(stripNumberPrefix).join('/');

/** Derives a page route the way Docusaurus does: slug wins, index files take the folder, else folder + id. */
export function routeOf(file: string, frontMatter: Pick<FrontMatter, 'id' | 'slug'>): string {
  const dir = routeDirOf(file);
  const { slug, id } = frontMatter;
  if (slug) return normalizeRoute(slug.startsWith('/') ? slug : `${dir}/${slug}`);
  if (isCategoryIndex(file)) return normalizeRoute(dir);
  const base = stripNumberPrefix(file.split('/').at(-1)!.replace(/\.mdx?$/i, ''));
  return normalizeRoute(`${dir}/${id ?? base}`);
}

/** Turns a file or folder name into a readable label ("get-started" → "Get started"). */
export function labelFromName(name: string): string {
  const words = stripNumberPrefix(name).replace(/\.mdx?$/i, '').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
