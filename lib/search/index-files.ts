import { createHash } from 'node:crypto';
import { memoBySite } from '../content/memo';
import type { Site } from '../content/site';
import { buildIndexFile } from './engine';
import { buildRecords } from './records';

/** One static index file: its hashed name and its JSON text. */
export interface StaticIndexFile {
  name: string;
  json: string;
}

/** The two files the browser loads: titles first (small), then the full index. */
export interface SearchIndexFiles {
  titles: StaticIndexFile;
  full: StaticIndexFile;
}

const hashed = (stem: string, json: string): StaticIndexFile => ({ name: `${stem}.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`, json });

/** Builds (once per loaded site) the index files with a content hash in their names, so they cache forever. */
export const searchIndexFiles = memoBySite((site: Pick<Site, 'pages' | 'tree'>): SearchIndexFiles => {
  const records = buildRecords(site);
  return { titles: hashed('titles', JSON.stringify(buildIndexFile(records, false))), full: hashed('full', JSON.stringify(buildIndexFile(records))) };
});

/** Route of the index files (app/search-index/[file]). */
export const SEARCH_INDEX_ROUTE = '/search-index';
