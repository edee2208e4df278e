import fs from 'node:fs';
import path from 'node:path';
import { collectTags, type Site } from './site';

/** Environment variable naming the snapshot the build's check step wrote for Next's workers. */
export const SITE_CACHE_ENV = 'DOCS_SITE_SNAPSHOT';

/** Writes the loaded site so Next's build workers reuse it instead of parsing every page again. */
export function writeSiteSnapshot(site: Site, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const { pages, generated, tree, issues } = site;
  fs.writeFileSync(file, JSON.stringify({ pages, generated, tree, issues }));
}

/** Reads a snapshot back into a Site (maps rebuilt), or undefined when there is none. */
export function readSiteSnapshot(file: string | undefined): Site | undefined {
  if (!file || !fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Pick<Site, 'pages' | 'generated' | 'tree' | 'issues'>;
  return { ...data, byRoute: new Map(data.pages.map((p) => [p.route, p])), tags: collectTags(data.pages) };
}
