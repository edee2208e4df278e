import { createHash } from 'node:crypto';
import { docusaurusEditBase } from '../content/docusaurus-edit-url';
import { BODY_FIELDS, type LoadedPage } from '../content/load-pages';
import { filesUnder, hashFiles } from './folder-hash';
import { SITE_DATA_COMPONENTS } from '../markdown/site-data-components';
import type { Site } from '../content/site';
import { siteRoutes } from '../content/site';
import { gitInfo } from '../outputs/git-dates';
import { lastUpdatedOf } from '../outputs/page-info';

/**
 * What the rendered pages of one content version depend on, split so that a build can tell which pages an edit
 * changed (see lib/build/incremental.ts).
 */
export interface RenderInputs {
  /**
   * Everything every page shows of the others: each page's front matter, route and title, the sidebars, generated
   * indexes, tags, the static folder's files and git's folder prefix and a Docusaurus config's editUrl (edit links). Pages are re-rendered when it changes.
   */
  shape: string;
  /** Per route, what only that page shows: its body, its "Last updated" date and, for a page that lists other pages' bodies, theirs. */
  pages: Record<string, string>;
}

const sha = (...parts: string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 20);
};

/**
 * Fields of a page that are its own only: its body's parse (BODY_FIELDS), the body and the key that hashes it, and
 * where things stand in the file (for messages). Every other field is front matter or route, which other pages show.
 */
const OWN_FIELDS = new Set<string>([...BODY_FIELDS, 'body', 'key', 'bodyLineOffset', 'keyLines', 'frontMatterIssues']);

/** A page's front matter and route as plain data, read without parsing its body. */
function metaOf(page: LoadedPage): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  for (const key of Object.keys(page)) if (!OWN_FIELDS.has(key)) meta[key] = page[key as keyof LoadedPage];
  return meta;
}

/** Names and contents of a folder's files (a Docusaurus static/ folder is copied into the export); not their times, which a checkout sets. */
function folderStamp(dir: string | undefined): string {
  return dir ? hashFiles(dir, filesUnder(dir), 'content').digest('hex') : '';
}

/**
 * The render inputs of a loaded site. Reads front matter only: bodies are hashed, not parsed (a page's `key`
 * already hashes its body with the parsing code's version).
 */
export function renderInputs(site: Site): RenderInputs {
  const shape = sha(
    JSON.stringify(site.pages.map(metaOf)),
    JSON.stringify(site.generated),
    JSON.stringify([...site.sidebars]),
    JSON.stringify([...site.sidebarOf]),
    JSON.stringify([...site.tags].map(([slug, group]) => [slug, group.tag, group.unlisted, group.pages.map((p) => p.route)])),
    folderStamp(site.staticDir),
    String(gitInfo(site.root).prefix),
    String(docusaurusEditBase(site.root)),
  );
  // For each site-data component that reads other pages' bodies, those bodies' keys (lib/markdown/site-data-components.ts).
  const readBodies = Object.entries(SITE_DATA_COMPONENTS).flatMap(([name, { reads }]) =>
    typeof reads === 'object' ? [{ tag: `<${name}`, bodies: sha(...site.pages.filter(reads.bodiesOf).map((p) => `${p.route}\0${p.key}`)) }] : [],
  );
  const pages: Record<string, string> = {};
  for (const route of siteRoutes(site)) {
    const page = site.byRoute.get(route);
    const others = page ? readBodies.filter(({ tag }) => page.body.includes(tag)).map(({ bodies }) => bodies) : [];
    pages[route] = page ? sha(page.key, lastUpdatedOf(page, site.root).date, ...others) : '';
  }
  return { shape, pages };
}

/**
 * A cache key for a file derived from one page as it renders (its markdown twin): the page's own inputs, every
 * page's shape and the code that derives it (a fingerprint from lib/build/code-fingerprint.ts).
 */
export const derivedKey = (inputs: RenderInputs, route: string, code: string): string => sha(code, inputs.shape, inputs.pages[route] ?? route);
