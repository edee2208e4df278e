import fs from 'node:fs';
import path from 'node:path';
import { collectTags, type Site } from './site';

import { snapshotCompanions } from './build-env';

export { SITE_CACHE_ENV } from './build-env';

/** How long a build worker waits for the check step's snapshot before giving up. */
export const SNAPSHOT_WAIT_MS = 10 * 60 * 1000;

/**
 * Writes the loaded site so Next's build workers reuse it instead of parsing every page again. Written under a
 * temporary name and renamed, so a worker waiting for it never reads half a file.
 */
export function writeSiteSnapshot(site: Site, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const { generated, tree, issues, searchIndex } = site;
  // Parsed trees go to one file per page, read by the worker that renders it, so they skip parsing it again.
  const { trees, partial } = snapshotCompanions(file);
  fs.mkdirSync(trees, { recursive: true });
  const pages = site.pages.map(({ tree: parsed, ...page }, index) => {
    const treeFile = parsed ? path.join(trees, `${index}.json`) : undefined;
    if (treeFile) fs.writeFileSync(treeFile, parsed!);
    // With the search index prebuilt, the workers need no section texts (a third of the snapshot).
    return { ...page, ...(treeFile ? { treeFile } : {}), sections: searchIndex ? [] : page.sections, codeBlocks: [] };
  });
  fs.writeFileSync(partial, JSON.stringify({ pages, generated, tree, issues, searchIndex }));
  fs.renameSync(partial, file);
}

/** Marks a snapshot that will never come (the check found errors), so waiting workers stop at once. */
export function markSnapshotFailed(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(snapshotCompanions(file).failed, '');
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Blocks until the snapshot exists. The build runs the content check beside `next build`'s compile step, and
 * Next's workers first ask for the site after compiling, so they usually find it ready; `getSite` is synchronous,
 * hence the blocking sleep.
 */
export function waitForSnapshot(file: string, timeoutMs = SNAPSHOT_WAIT_MS): void {
  const deadline = Date.now() + timeoutMs;
  const { failed } = snapshotCompanions(file);
  while (!fs.existsSync(file)) {
    if (fs.existsSync(failed)) throw new Error(`The content check failed, so there is no site snapshot at ${file}: fix the errors it printed and build again.`);
    if (Date.now() > deadline) throw new Error(`No site snapshot at ${file} after ${Math.round(timeoutMs / 1000)} s: the content check (scripts/check.ts) did not finish. Run \`npm run check\` to see why.`);
    Atomics.wait(sleeper, 0, 0, 50);
  }
}

/** Reads the build's snapshot back into a Site (maps rebuilt), waiting for the check step to write it; undefined outside a build. */
export function readSiteSnapshot(file: string | undefined): Site | undefined {
  if (!file) return undefined;
  waitForSnapshot(file);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Pick<Site, 'pages' | 'generated' | 'tree' | 'issues' | 'searchIndex'>;
  return { ...data, byRoute: new Map(data.pages.map((p) => [p.route, p])), tags: collectTags(data.pages) };
}
