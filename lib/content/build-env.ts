import path from 'node:path';

/** Environment variable naming the snapshot the build's check step writes for Next's workers. */
export const SITE_CACHE_ENV = 'DOCS_SITE_SNAPSHOT';

/** The content folder: CONTENT_DIR when set, else ./content. */
export const contentDir = (): string => path.resolve(process.env.CONTENT_DIR || 'content');

/** The files the content check writes beside a snapshot: one list, so the build can remove them all. */
export function snapshotCompanions(file: string) {
  return { routes: `${file}.routes.json`, failed: `${file}.failed`, partial: `${file}.partial`, search: `${file}.search`, trees: `${file}.trees` };
}
