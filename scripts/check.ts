/**
 * `npm run check`: loads content, checks front matter, MDX syntax, links and anchors; exits 1 on errors.
 * `--external` lists external links; `--snapshot FILE` (used by the build) writes the loaded site for Next's
 * workers and the route list beside it (or a `.failed` marker when there are errors), so the build's own process
 * never holds the parsed content. `--outputs DIR` (also the build's) writes the files beside the HTML there
 * (markdown twins, llms.txt, sitemap, social cards, redirect pages: lib/outputs/write-outputs.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkLinks } from '../lib/content/links';
import { printIssues } from '../lib/content/report';
import { contentDir, loadSite } from '../lib/content/site';
import { allConfigLinks, configLinks } from '../lib/content/config-links';
import { snapshotCompanions } from '../lib/content/build-env';
import { markSnapshotFailed, writeSiteSnapshot } from '../lib/content/site-cache';
import { writeSearchIndexFiles } from '../lib/search/index-files';
import { writeSiteOutputs } from '../lib/outputs/write-outputs';
import { redirectIssues } from '../lib/redirects/redirects';

const args = process.argv.slice(2);
const snapshotArg = args.indexOf('--snapshot');
const outputsArg = args.indexOf('--outputs');
const only = args.find((a, i) => !a.startsWith('--') && i !== snapshotArg + 1 && i !== outputsArg + 1);
const site = loadSite(contentDir(), { includeDrafts: false, keepTrees: snapshotArg >= 0 });
const issues = [...site.issues, ...checkLinks(site, undefined, configLinks()), ...redirectIssues(site)].filter((i) => !only || i.file.startsWith(only));
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
console.error(`checked ${site.pages.length} pages, ${site.generated.length} generated indexes: ${errors} error${errors === 1 ? '' : 's'}`);
if (snapshotArg >= 0) {
  const file = path.resolve(args[snapshotArg + 1]!);
  if (errors) markSnapshotFailed(file);
  else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const companions = snapshotCompanions(file);
    fs.writeFileSync(companions.routes, JSON.stringify(site.pages.map((p) => p.route)));
    // Built here, beside Next's compile step, rather than by the first page each build worker renders.
    const searchIndex = writeSearchIndexFiles(site, companions.search);
    writeSiteSnapshot({ ...site, searchIndex }, file);
  }
}
if (outputsArg >= 0 && !errors) {
  const started = performance.now();
  const stats = writeSiteOutputs(site, path.resolve(args[outputsArg + 1]!), path.resolve('node_modules/.cache/kadena-docs/og'));
  console.log(`outputs: ${stats.twins} markdown twins, llms-full.txt ${(stats.llmsFullBytes / 2 ** 20).toFixed(2)} MB, ${stats.cardsDrawn} social cards drawn and ${stats.cardsReused} reused, ${stats.redirectPages} redirect pages (${Math.round(performance.now() - started)} ms)`);
}
process.exit(errors ? 1 : 0);
