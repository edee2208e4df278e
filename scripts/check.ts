/**
 * `npm run check`: loads content, checks front matter, MDX syntax, links and anchors; exits 1 on errors.
 * Every body it parses goes into the shared parse cache (lib/content-source.ts), where Next's build workers and
 * the dev server find it. `--external` lists external links; `--prebuild` (used by the build) first sends the build
 * what each page renders from (lib/build/render-inputs.ts: the build decides from it which pages to render), then
 * builds the search index into that cache and sends the routes to expect in the export. `--outputs DIR`
 * (also the build's) writes the files beside the HTML there (markdown twins, llms.txt, sitemap, social cards,
 * redirect pages: lib/outputs/write-outputs.ts).
 */
import path from 'node:path';
import { allConfigLinks, configLinks } from '../lib/content/config-links';
import { checkLinks } from '../lib/content/links';
import { printIssues } from '../lib/content/report';
import { siteRoutes } from '../lib/content/site';
import { createProjectSource } from '../lib/content-source';
import { searchIndexJson } from '../lib/search/index-files';
import { checkCode } from '../lib/code-checks';
import { codeFingerprint } from '../lib/build/code-fingerprint';
import { derivedKey, renderInputs } from '../lib/build/render-inputs';
import { env } from '../lib/env';
import { writeSiteOutputs } from '../lib/outputs/write-outputs';
import { redirectIssues } from '../lib/redirects/redirects';

const args = process.argv.slice(2);
const outputsArg = args.indexOf('--outputs');
const only = args.find((a, i) => !a.startsWith('--') && i !== outputsArg + 1);
const source = createProjectSource({ includeDrafts: false });
// The build decides what to render from these (front matter only, no body parsed): sent first, and handed to the
// channel before the check goes on (a message too large for the pipe is otherwise written only when the event loop
// next runs, after every page has been parsed), so that an incremental build can start rendering meanwhile.
const inputs = args.includes('--prebuild') ? renderInputs(source.site()) : undefined;
if (inputs && process.send) await new Promise<void>((sent) => process.send!({ renderInputs: inputs }, undefined, {}, () => sent()));
// The one place the check holds every loaded page (parsed, broken pages left out): checks over pages go here.
const site = source.checked();
const pages = site.pages;
// The type check's result is cached by the blocks and package versions, so unchanged content skips it.
const codeCheck = { projectRoot: process.cwd(), cacheFile: path.resolve('node_modules/.cache/kadena-docs/code-check.json') };
// The code checks hold this project's own pages to its standard; a Docusaurus checkout brought in through CONTENT_DIR
// builds as Docusaurus builds it, so there they are reported as warnings and do not stop the build.
const foreign = source.layout.docusaurus;
const codeIssues = checkCode(pages, codeCheck).map((i) => (foreign && i.severity === 'error' ? { ...i, severity: 'warning' as const } : i));
const issues = [...site.issues, ...checkLinks(site, path.resolve('public'), configLinks(site.root)), ...codeIssues, ...redirectIssues(site)].filter((i) => !only || i.file.startsWith(only));
if (args.includes('--external')) {
  // Not fetched (builds run offline): listed with where they are written, for a later online check.
  const external = new Map<string, string[]>();
  const add = (url: string, where: string) => external.set(url, [...(external.get(url) ?? []), where]);
  for (const page of pages) for (const link of page.links) if (/^https?:/i.test(link.url)) add(link.url, `${page.file}:${link.line}:${link.column}`);
  for (const link of allConfigLinks()) if (/^https?:/i.test(link.url)) add(link.url, `${link.file}:${link.line ?? 1}`);
  for (const [url, places] of [...external].sort(([a], [b]) => (a < b ? -1 : 1))) console.log(`${url}\t${places.join(' ')}`);
  console.log(`${external.size} external links (not fetched; check them online)`);
}
const errors = printIssues(issues);
console.error(`checked ${pages.length} pages, ${site.generated.length} generated indexes: ${errors} error${errors === 1 ? '' : 's'}`);
if (!errors && args.includes('--prebuild')) {
  // Built here, beside Next's compile step, rather than by the worker that renders the index route. The workers
  // see the same site (and so the same version) as long as no file changes during the build.
  const served = source.site();
  searchIndexJson(served, source.cache, 'titles');
  searchIndexJson(served, source.cache, 'full');
  // The build needs the routes only once Next is done: sent now, while the outputs are written.
  process.send?.({ routes: siteRoutes(served) });
}
if (!errors && outputsArg >= 0) {
  const started = performance.now();
  // Markdown twins are cached by what their page renders from (the same inputs that decide which pages a build renders).
  const code = env.buildId || codeFingerprint(process.cwd());
  const twins = inputs && { cache: source.cache, keyOf: (page: { route: string }) => derivedKey(inputs, page.route, code) };
  const stats = writeSiteOutputs(site, path.resolve(args[outputsArg + 1]!), path.resolve('node_modules/.cache/kadena-docs/og'), site.root, twins);
  console.log(`outputs: ${stats.twins} markdown twins, llms-full.txt ${(stats.llmsFullBytes / 2 ** 20).toFixed(2)} MB, ${stats.cardsDrawn} social cards drawn and ${stats.cardsReused} reused, ${stats.redirectPages} redirect pages (${Math.round(performance.now() - started)} ms)`);
}
// Exit once any message is out: exiting at once can drop it.
if (process.send) process.send({ done: true }, () => process.exit(errors ? 1 : 0));
else process.exit(errors ? 1 : 0);
