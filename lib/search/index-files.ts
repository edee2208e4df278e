import { memoBySite } from '../content/memo';
import type { ParseCache } from '../content/parse-cache';
import type { Site } from '../content/site';
import { buildIndexFile } from './engine';
import { buildRecords } from './records';

/** The two files the browser loads: titles first (small), then the full index. */
export type SearchIndexKind = 'titles' | 'full';

/**
 * Names of the index files: the same in every build, so a page links to them without depending on the content (an
 * edit changes the index, not every page that can search). Hosts serve them to be revalidated on each visit
 * (lib/deploy/host-config.ts), which costs a reader a 304 when nothing changed.
 */
export const SEARCH_INDEX_FILES: Readonly<Record<SearchIndexKind, string>> = { titles: 'titles.json', full: 'full.json' };

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
  return cache.artifact(`search-${kind}.${site.version}.json`, () => buildFiles(site)[kind]);
}

/** Route of the index files (app/search-index/[file]). */
export const SEARCH_INDEX_ROUTE = '/search-index';
