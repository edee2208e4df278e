/**
 * What a content page's largest paint waits for, page type by page type (issue 31). Lighthouse (mobile, simulated
 * throttling) on lab variants of each built page, all served from a copy of out/ beside the bare Next.js page:
 *   - as built: the page as the site ships it;
 *   - scripts after paint: Next's async chunks requested only after the first paint (an inline injector; a lab
 *     variant, not something the site could ship without rewriting Next's script tags);
 *   - no scripts: every script removed (the page without Next's runtime; it paints the same);
 *   - no scripts, CSS inlined: the same with the stylesheets in `<style>` elements instead of linked files.
 * Lighthouse's simulated LCP counts every request that starts before the page's observed largest paint. Next puts
 * its chunks in `<head>` as async scripts, so the browser requests them before the article can paint, and the
 * simulation charges their download to the largest paint. The variants show how much of the gap to the bare page
 * each of these accounts for.
 * Run: npx tsx bench/lcp-causes.ts [built site folder, default out]
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { htmlFileOfRoute } from '../lib/content/routes';
import { serveStatic } from '../e2e/server';
import { LIGHTHOUSE_PAGES, measure, runs, type PageFigures } from './lighthouse-measure';
import { buildBareAppRouter } from './measure';
import { scriptsAfterPaint, siteCopy, stylesInlined, withoutScripts } from './page-variants';

const outDir = path.resolve(process.argv[2] ?? 'out');

const VARIANTS: [string, (html: string, site: string) => string][] = [
  ['as built', (html) => html],
  ['scripts after paint', scriptsAfterPaint],
  ['no scripts', withoutScripts],
  ['no scripts, CSS inlined', (html, site) => stylesInlined(withoutScripts(html), site)],
];

async function main() {
  const site = siteCopy(outDir, 'lcp-causes-');
  const pages: { page: string; variant: string; url: string }[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const html = fs.readFileSync(path.join(outDir, htmlFileOfRoute(page)), 'utf8');
    VARIANTS.forEach(([variant, make], i) => {
      const url = `/lcp-causes/${page === '/' ? 'home' : page.slice(1).replace(/\//g, '-')}-${i}`;
      fs.mkdirSync(path.join(site, 'lcp-causes'), { recursive: true });
      fs.writeFileSync(path.join(site, `${url.slice(1)}.html`), make(html, outDir));
      pages.push({ page, variant, url });
    });
  }
  const server = await serveStatic(site);
  const bareServer = await serveStatic(buildBareAppRouter(process.cwd()));
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows: (PageFigures & { variant: string })[] = [];
  try {
    const bare = await measure(chrome.port, bareServer.url, '/');
    rows.push({ ...bare, page: 'bare App Router page', variant: '' });
    for (const { page, variant, url } of pages) {
      const row = { ...(await measure(chrome.port, server.url, url)), page, variant };
      rows.push(row);
      console.log(`${page} (${variant}): LCP ${row.lcp.toFixed(0)} ms, FCP ${row.fcp.toFixed(0)} ms, TBT ${row.tbt.toFixed(0)} ms; load ${row.loads.map((l) => l.toFixed(2)).join(', ')}`);
    }
  } finally {
    await chrome.kill();
    server.stop();
    bareServer.stop();
    fs.rmSync(site, { recursive: true, force: true });
  }
  console.log(`\nLighthouse ${runs > 1 ? `medians of ${runs}` : '1 run'}, mobile, simulated throttling:`);
  console.log('| Page | Variant | Perf | LCP | FCP | TBT | Load (1 min) |\n| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(`| ${r.page} | ${r.variant} | ${r.scores.performance} | ${(r.lcp / 1000).toFixed(2)} s | ${(r.fcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.loads.map((l) => l.toFixed(2)).join(', ')} |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
