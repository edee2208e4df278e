/**
 * What the site tells about each page besides its body: section, social card, "Edit this page", "Last updated".
 * Build workers (metadata, page footer) and the output writer (images, sitemap, llms.txt) ask the same functions.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedPage } from '../content/load-pages';
import { docusaurusEditBase } from '../content/docusaurus-edit-url';
import { breadcrumbsFor } from '../content/navigation';
import type { Site } from '../content/site';
import { siteConfig } from '../site-config';
import { gitInfo } from './git-dates';

/** Bump when the card's design changes, so every cached image is redrawn. */
export const CARD_VERSION = 'v1';

/** The words a social card shows. */
export interface Card {
  title: string;
  section: string;
}

/** Route of a page's social card image: named by what it shows, so an unchanged card keeps its file. */
export const cardImageRoute = (card: Card): string =>
  `/og/${createHash('sha256').update(`${CARD_VERSION}\0${card.title}\0${card.section}`).digest('hex').slice(0, 16)}.png`;

/** The top-level sidebar category a route belongs to (its own label for a top-level page). */
export function sectionOf(site: Site, route: string): string {
  if (route === '/') return siteConfig.title;
  if (route === '/tags' || route.startsWith('/tags/')) return 'Tags';
  if (route === '/search') return 'Search';
  return breadcrumbsFor(site.tree, route)[0]?.label ?? siteConfig.title;
}

/** Every route the site renders with the card it gets: pages, folder indexes, home, tags, search. */
export function siteCards(site: Site): Map<string, Card> {
  const cards = new Map<string, Card>();
  cards.set('/', { title: siteConfig.title, section: siteConfig.tagline });
  for (const page of site.pages) cards.set(page.route, { title: page.title, section: sectionOf(site, page.route) });
  for (const index of site.generated) if (!cards.has(index.route)) cards.set(index.route, { title: index.title, section: sectionOf(site, index.route) });
  cards.set('/tags', { title: 'Tags', section: 'Tags' });
  for (const [slug, { tag }] of site.tags) cards.set(`/tags/${slug}`, { title: `Docs tagged with “${tag.label}”`, section: 'Tags' });
  cards.set('/search', { title: 'Search the docs', section: 'Search' });
  return cards;
}

const cardsOf = new WeakMap<Site, Map<string, Card>>();

/** The card of one route (the site's own card for a route it does not know); the map is built once per site. */
export function cardFor(site: Site, route: string): Card {
  let cards = cardsOf.get(site);
  if (!cards) cardsOf.set(site, (cards = siteCards(site)));
  return cards.get(route) ?? { title: siteConfig.title, section: siteConfig.tagline };
}

/** Path of a page's file inside the content folder, posix. */
const contentPathOf = (page: Pick<LoadedPage, 'file'>, root: string): string => path.relative(root, path.resolve(page.file)).split(path.sep).join('/');

/** Path of a page's file inside its repository, posix (git's view first, then DOCS_EDIT_CONTENT_PATH, then CONTENT_DIR). */
export function repoPathOf(page: Pick<LoadedPage, 'file'>, root: string): string {
  const relative = contentPathOf(page, root);
  const { prefix } = gitInfo(root);
  const folder = prefix ?? (siteConfig.edit.contentPath || path.relative(process.cwd(), root).split(path.sep).join('/'));
  return folder ? `${folder.replace(/\/$/, '')}/${relative}` : relative;
}

/**
 * "Edit this page" URL: front matter's custom_edit_url; else, for a Docusaurus checkout, its own docs `editUrl`
 * (lib/content/docusaurus-edit-url.ts) unless DOCS_EDIT_REPO_URL names another repository; else the file in the
 * repository. Null when turned off, or when the file's place in a repository is unknown (content outside this
 * project and outside any git repository): no link rather than one to a path that cannot exist.
 */
export function editUrlOf(page: Pick<LoadedPage, 'file' | 'customEditUrl'>, root: string): string | null {
  if (!siteConfig.edit.enabled || page.customEditUrl === null) return null;
  if (page.customEditUrl) return page.customEditUrl;
  const docusaurusBase = siteConfig.edit.repoUrlSet ? null : docusaurusEditBase(root);
  if (docusaurusBase) return docusaurusBase + encodePath(contentPathOf(page, root));
  const repoPath = repoPathOf(page, root);
  if (repoPath.startsWith('../')) return null;
  return `${siteConfig.edit.repoUrl}/edit/${encodeURIComponent(siteConfig.edit.branch)}/${encodePath(repoPath)}`;
}

const encodePath = (posixPath: string): string => posixPath.split('/').map(encodeURIComponent).join('/');

/** Where a page's date comes from. */
export type DateSource = 'front-matter' | 'git' | 'file';

/** "Last updated": front matter's last_update, else the last commit touching the file, else the file's time. */
export function lastUpdatedOf(page: Pick<LoadedPage, 'file' | 'lastUpdate'>, root: string): { date: string; source: DateSource } {
  if (page.lastUpdate) return { date: page.lastUpdate, source: 'front-matter' };
  const fromGit = gitInfo(root).dates.get(contentPathOf(page, root));
  if (fromGit) return { date: new Date(fromGit).toISOString(), source: 'git' };
  try {
    return { date: fs.statSync(page.file).mtime.toISOString(), source: 'file' };
  } catch {
    return { date: new Date(0).toISOString(), source: 'file' };
  }
}

/** Last-modified date of every route: a page's own; an index, tag or the home page takes the newest page it lists. */
export function routeDates(site: Site, root = site.root): Map<string, string> {
  const dates = new Map<string, string>();
  for (const page of site.pages) dates.set(page.route, lastUpdatedOf(page, root).date);
  const newest = (list: string[]) => list.reduce((a, b) => (a > b ? a : b), new Date(0).toISOString());
  const all = newest([...dates.values()]);
  for (const index of site.generated) {
    if (dates.has(index.route)) continue;
    const prefix = `${index.route === '/' ? '' : index.route}/`;
    dates.set(index.route, newest(site.pages.filter((p) => p.route.startsWith(prefix)).map((p) => dates.get(p.route)!)));
  }
  if (!dates.has('/')) dates.set('/', all);
  dates.set('/tags', all);
  for (const [tag, { pages }] of site.tags) dates.set(`/tags/${tag}`, newest(pages.map((p) => dates.get(p.route)!)));
  return dates;
}
