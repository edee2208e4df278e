import { memoBySite } from '../content/memo';
import type { ParseCache } from '../content/parse-cache';
import type { Site } from '../content/site';
import { buildIndexFile } from './engine';
import { buildRecords } from './records';

/** The two files the browser loads: titles first (small), then the full index. */
export type SearchIndexKind = 'titles' | 'full';

/**
 * Names of the index files. They carry the content version (every file's hash and the code's), so they change
 * whenever the index could and browsers may cache them forever; pages need only the names, so no body is parsed.
 */
export const searchIndexNames = (site: Pick<Site, 'version'>): Record<SearchIndexKind, string> => ({
  titles: `titles.${site.version}.json`,
  full: `full.${site.version}.json`,
});

/** Both files built from the site (every page parsed), once per site object. */
const buildFiles = memoBySite((site: Pick<Site, 'pages' | 'tree'>): Record<SearchIndexKind, string> => {
  const records = buildRecords(site);
  return { titles: JSON.stringify(buildIndexFile(records, false)), full: JSON.stringify(buildIndexFile(records)) };
});

/**
 * The text of one index file, from the cache when the content check (or an earlier request) built it for this
 * content version; built only when a file is asked for.
 */
export function searchIndexJson(site: Pick<Site, 'pages' | 'tree' | 'version'>, cache: ParseCache, kind: SearchIndexKind): string {
  return cache.artifact(`search-${searchIndexNames(site)[kind]}`, () => buildFiles(site)[kind]);
}

/** Route of the index files (app/search-index/[file]). */
export const SEARCH_INDEX_ROUTE = '/search-index';
