/** `npm run check`: loads content, checks front matter, MDX syntax, links and anchors; exits 1 on errors. */
import fs from 'node:fs';
import path from 'node:path';
import { checkLinks } from '../lib/content/links';
import { printIssues } from '../lib/content/report';
import { contentDir, loadSite } from '../lib/content/site';
import { allConfigLinks, configLinks } from '../lib/content/config-links';

const args = process.argv.slice(2);
const only = args.find((a) => !a.startsWith('--'));
const site = loadSite(contentDir(), { includeDrafts: false });
let issues = [...site.issues, ...checkLinks(site, undefined, configLinks())].filter((i) => !only || i.file.startsWith(only));
if (args.includes('--pending-ok')) issues = issues.filter((i) => !isPending(i.message));

/** While writers work in parallel, links to inventory routes that are not written yet are not their errors. */
function isPending(message: string): boolean {
  const match = /^broken link (\/[^\s#]*)(?:#(\S+))?/.exec(message);
  if (!match) return false;
  const inventory = path.resolve('../shared/inventory/pages.tsv');
  const routes = new Set(fs.existsSync(inventory) ? fs.readFileSync(inventory, 'utf8').split('\n').map((l) => l.split('\t')[0]) : []);
  const [, route, anchor] = match;
  if (site.byRoute.has(route!)) return false;
  return routes.has(route!) && (!anchor || route === '/resources/glossary');
}
if (args.includes('--external')) {
  // Not fetched (builds run offline): listed with where they are written, for a later online check.
  const external = new Map<string, string[]>();
  const add = (url: string, where: string) => external.set(url, [...(external.get(url) ?? []), where]);
  for (const page of site.pages) for (const link of page.links) if (/^https?:/i.test(link.url)) add(link.url, `${page.file}:${link.line}:${link.column}`);
  for (const link of allConfigLinks()) if (/^https?:/i.test(link.url)) add(link.url, `${link.file}:${link.line ?? 1}`);
  for (const [url, places] of [...external].sort(([a], [b]) => (a < b ? -1 : 1))) console.log(`${url}\t${places.join(' ')}`);
  console.log(`${external.size} external links (not fetched; check them online)`);
}
const errors = printIssues(issues);
console.error(`checked ${site.pages.length} pages: ${errors} error${errors === 1 ? '' : 's'}`);
process.exit(errors ? 1 : 0);
