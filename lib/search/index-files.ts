import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

/** Index files already written to disk by the build's check step: their hashed names and where they are. */
export interface PrebuiltSearchIndex {
  titles: { name: string; path: string };
  full: { name: string; path: string };
}

function buildFiles(site: Pick<Site, 'pages' | 'tree'>): SearchIndexFiles {
  const records = buildRecords(site);
  return { titles: hashed('titles', JSON.stringify(buildIndexFile(records, false))), full: hashed('full', JSON.stringify(buildIndexFile(records))) };
}

/** A prebuilt file whose text is read only when asked for (pages need the name; one route needs the text). */
const fromDisk = ({ name, path: file }: { name: string; path: string }): StaticIndexFile => ({
  name,
  get json() {
    return fs.readFileSync(file, 'utf8');
  },
});

/**
 * The index files (once per loaded site), with a content hash in their names so they cache forever. A build
 * prebuilds them in its check step, beside compiling, so Next's workers only read them.
 */
export const searchIndexFiles = memoBySite((site: Pick<Site, 'pages' | 'tree' | 'searchIndex'>): SearchIndexFiles =>
  site.searchIndex ? { titles: fromDisk(site.searchIndex.titles), full: fromDisk(site.searchIndex.full) } : buildFiles(site),
);

/** Builds the index files into a folder and says where they are (the build's check step). */
export function writeSearchIndexFiles(site: Pick<Site, 'pages' | 'tree'>, dir: string): PrebuiltSearchIndex {
  fs.mkdirSync(dir, { recursive: true });
  const files = buildFiles(site);
  const write = (file: StaticIndexFile) => {
    const target = path.join(dir, file.name);
    fs.writeFileSync(target, file.json);
    return { name: file.name, path: target };
  };
  return { titles: write(files.titles), full: write(files.full) };
}

/** Route of the index files (app/search-index/[file]). */
export const SEARCH_INDEX_ROUTE = '/search-index';
