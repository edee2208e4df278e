/**
 * Files the static export gets beside its HTML, written by the build's content check (which has the loaded site):
 * markdown twins (ROUTE.md), llms.txt, llms-full.txt, sitemap.xml, robots.txt, social card images, redirect pages
 * and `_redirects`. build.ts copies the folder into the export.
 */
import fs from 'node:fs';
import type { Root } from 'mdast';
import path from 'node:path';
import type { LoadedPage } from '../content/load-pages';
import type { ParseCache } from '../content/parse-cache';
import { isExternal, resolveLink, sourceRouteMap } from '../content/links';
import { pactFunctions } from '../content/pact-reference';
import type { SiteDataComponent } from '../markdown/site-data-components';
import type { Site } from '../content/site';
import { absoluteUrl, indexable, siteConfig } from '../site-config';
import { exactRules, readRedirects, redirectPage, renderRedirectsFile } from '../redirects/redirects';
import { toPlainMarkdown } from './markdown';
import { cardImageRoute, routeDates, sectionOf, siteCards } from './page-info';
import { createCardPainter } from './social-card';

/** What was written, for the build's log and the tests. */
export interface OutputStats {
  twins: number;
  llmsFullBytes: number;
  cardsDrawn: number;
  cardsReused: number;
  redirectPages: number;
}

/** Route of a page's markdown twin ("/" has none: the home page is not a document). */
export const markdownRoute = (route: string): string => `${route}.md`;

const write = (dir: string, route: string, data: string | Buffer) => {
  const file = path.join(dir, decodeURI(route));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
};

const childrenOf = (site: Site, route: string) => {
  const prefix = route === '/' ? '/' : `${route}/`;
  const depth = prefix.split('/').length;
  return [...site.pages, ...site.generated].filter((p) => p.route.startsWith(prefix) && p.route.split('/').length === depth && p.route !== route);
};

const listLinks = (items: { title: string; route: string; description: string }[]) =>
  items.map((p) => `- [${p.title}](${absoluteUrl(p.route)})${p.description ? `: ${p.description}` : ''}`).join('\n');

/** The markdown twin of a content page. */
export function pageMarkdown(site: Site, page: LoadedPage, sources = sourceRouteMap(site)): string {
  const resolveUrl = (url: string) => {
    if (isExternal(url)) return url;
    if (url.startsWith('#')) return `${absoluteUrl(page.route)}${url}`;
    const resolved = resolveLink(page, url, sources, site.root);
    if (!resolved) return url;
    const base = resolved.asset ? `${siteConfig.url}${siteConfig.basePath}${resolved.route}` : absoluteUrl(resolved.route);
    return `${base}${resolved.anchor ? `#${resolved.anchor}` : ''}`;
  };
  // The markdown of each registered site-data component (lib/markdown/site-data-components.ts), no more, no fewer.
  const siteData: Record<SiteDataComponent, (attributes: Record<string, string>) => string> = {
    PactFunctionTable: (attributes) => {
      const rows = pactFunctions(site.pages).filter((f) => f.group === attributes.group);
      return `| Function | Summary |\n| --- | --- |\n${rows.map((f) => `| [\`${f.name}\`](${absoluteUrl(f.route)}) | ${f.summary.replace(/\|/g, '\\|')} |`).join('\n')}\n`;
    },
    PactQuickReference: () =>
      pactFunctions(site.pages)
        .map((f) => `- [\`${f.name}\`](${absoluteUrl(f.route)}) (${f.group}): ${f.summary}${f.signatures.length ? `\n\n  \`\`\`pact\n${f.signatures.map((s) => `  ${s}`).join('\n')}\n  \`\`\`` : ''}`)
        .join('\n'),
    DocCardList: () => listLinks(childrenOf(site, page.route)),
  };
  const renderComponent = (name: string, attributes: Record<string, string>): string | null => (Object.hasOwn(siteData, name) ? siteData[name as SiteDataComponent](attributes) : null);
  const source = page.tree ? (JSON.parse(page.tree) as Root) : page.body;
  return toPlainMarkdown(source, { resolveUrl, renderComponent }, { title: page.title, description: page.description, hasH1: page.hasH1 });
}

/** Markdown of a generated folder index: its title, description and the pages it lists. */
const indexMarkdown = (site: Site, index: Site['generated'][number]) =>
  `# ${index.title}\n\n${index.description ? `> ${index.description}\n\n` : ''}${listLinks(childrenOf(site, index.route))}\n`;

/** llms.txt (llmstxt.org): title, summary, then one section per top-level category with a link per page. */
export function renderLlmsTxt(site: Site): string {
  const sections = new Map<string, string[]>();
  const documents = [...site.pages, ...site.generated.filter((g) => !site.byRoute.has(g.route))];
  for (const doc of documents) {
    const section = sectionOf(site, doc.route);
    const description = doc.description.replace(/\s+/g, ' ').trim();
    sections.set(section, [...(sections.get(section) ?? []), `- [${doc.title.replace(/[[\]]/g, '\\$&')}](${absoluteUrl(markdownRoute(doc.route))})${description ? `: ${description}` : ''}`]);
  }
  const order = site.tree.map((n) => n.label);
  const sorted = [...sections].sort(([a], [b]) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0));
  return `# ${siteConfig.title}

> ${siteConfig.tagline}

Every page is also available as plain markdown at its URL plus \`.md\` (the links below point there). The whole
site in one file: ${absoluteUrl('/llms-full.txt')}.

${sorted.map(([section, lines]) => `## ${section}\n\n${lines.join('\n')}`).join('\n\n')}
`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: every route the site serves (the search page, unlisted pages and their tags excepted) with its last-modified date. */
export function renderSitemap(site: Site, dates = routeDates(site)): string {
  const unlisted = new Set([...site.pages.filter((p) => p.unlisted).map((p) => p.route), ...[...site.tags].filter(([, g]) => g.unlisted).map(([slug]) => `/tags/${slug}`)]);
  const urls = [...dates]
    .filter(([route]) => route !== '/search' && !unlisted.has(route))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, date]) => `  <url><loc>${escapeXml(absoluteUrl(route))}</loc><lastmod>${date}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt naming the sitemap; a preview build under a base path disallows everything. */
export const renderRobots = (): string =>
  indexable() ? `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n` : `# Preview build (${siteConfig.basePath}): not for search engines.\nUser-agent: *\nDisallow: /\n`;

/**
 * A cached card into the output: a hard link (20,000 cards are 600 MB to copy), or a copy where links cannot be made.
 * The cache's files are only ever replaced whole (written aside and renamed), never written in place, so the link
 * in the output keeps the card it was made for.
 */
function linkOrCopy(cached: string, target: string): void {
  try {
    fs.linkSync(cached, target);
  } catch {
    fs.copyFileSync(cached, target);
  }
}

/** Where markdown twins are kept between builds: a cache and each page's key in it (undefined: not cached). */
export interface TwinCache {
  cache: Pick<ParseCache, 'artifact'>;
  keyOf: (page: LoadedPage) => string | undefined;
}

/**
 * Writes every output into `dir`; card images come from `cacheDir` when one with the same content exists, and
 * markdown twins from `twins` when a page's inputs are as an earlier build saw them (about 8 ms a page otherwise).
 */
export function writeSiteOutputs(site: Site, dir: string, cacheDir: string, root = site.root, twins?: TwinCache): OutputStats {
  fs.mkdirSync(dir, { recursive: true });
  const sources = sourceRouteMap(site);
  const full: string[] = [];
  for (const page of site.pages) {
    const key = twins?.keyOf(page);
    const markdown = key ? twins!.cache.artifact(`twin-${key}.md`, () => pageMarkdown(site, page, sources)) : pageMarkdown(site, page, sources);
    write(dir, markdownRoute(page.route), markdown);
    full.push(`<!-- ${absoluteUrl(page.route)} -->\n\n${markdown}`);
  }
  for (const index of site.generated) if (!site.byRoute.has(index.route)) write(dir, markdownRoute(index.route), indexMarkdown(site, index));
  const llmsFull = `${full.join('\n---\n\n')}`;
  write(dir, '/llms-full.txt', llmsFull);
  write(dir, '/llms.txt', renderLlmsTxt(site));
  write(dir, '/sitemap.xml', renderSitemap(site, routeDates(site, root)));
  write(dir, '/robots.txt', renderRobots());

  // Cards are named by what they show: one already drawn (this build or an earlier one) is copied, not redrawn.
  fs.mkdirSync(cacheDir, { recursive: true });
  let paint: ReturnType<typeof createCardPainter> | undefined;
  let cardsDrawn = 0;
  let cardsReused = 0;
  const done = new Set<string>();
  for (const card of siteCards(site).values()) {
    const route = cardImageRoute(card);
    if (done.has(route)) continue;
    done.add(route);
    const cached = path.join(cacheDir, path.basename(route));
    if (fs.existsSync(cached)) cardsReused++;
    else {
      paint ??= createCardPainter(siteConfig.title, new URL(siteConfig.url).host);
      fs.writeFileSync(`${cached}.tmp-${process.pid}`, paint(card));
      fs.renameSync(`${cached}.tmp-${process.pid}`, cached);
      cardsDrawn++;
    }
    fs.mkdirSync(path.join(dir, 'og'), { recursive: true });
    linkOrCopy(cached, path.join(dir, route));
  }

  const { rules } = readRedirects();
  for (const rule of exactRules(rules)) write(dir, `${rule.source}.html`, redirectPage(rule.destination));
  write(dir, '/_redirects', renderRedirectsFile(rules, siteConfig.basePath));
  return { twins: site.pages.length, llmsFullBytes: Buffer.byteLength(llmsFull), cardsDrawn, cardsReused, redirectPages: exactRules(rules).length };
}
