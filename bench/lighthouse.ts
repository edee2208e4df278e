/**
 * Lighthouse over five page types of the built out/, served gzipped on 127.0.0.1 (serve compresses): mobile,
 * simulated throttling (Lighthouse's defaults), Chromium from the system. Each page is run LIGHTHOUSE_RUNS times
 * (default 3) and every figure is the median. Prints each category and LCP, TBT, CLS (and FCP).
 * Simulated throttling scales with the host CPU, so each run waits (up to LIGHTHOUSE_WAIT seconds, default 900) for a
 * 1-minute load average below LIGHTHOUSE_MAX_LOAD (default 2.5), and the load of each page's runs is printed.
 * Beside the five pages it measures two floors: the Pact function page with no script and a five-line page (this machine),
 * and a bare Next.js App Router page (the framework: its runtime and hydration, with nothing of ours).
 * Run: npx tsx bench/lighthouse.ts [built site folder, default out]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { serveStatic } from '../e2e/server';
import { buildBareAppRouter } from './measure';
import { LIGHTHOUSE_PAGES, line, measure, runs, type PageFigures } from './lighthouse-measure';

const outDir = process.argv[2] ?? 'out';

/**
 * The machine's floor: what Lighthouse measures here for pages that run no script at all. The Pact function page
 * with every script removed (its stylesheets and images are served from the built site, so it paints the same), and
 * a five-line HTML page.
 * Simulated throttling multiplies the host's own task times by 4, so on a slow host these are above zero.
 */
function writeFloorPages(outDir: string, dir: string): string[] {
  const html = fs.readFileSync(path.join(outDir, `${LIGHTHOUSE_PAGES[1]}.html`), 'utf8');
  const noScript = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]+as="script"[^>]*>/g, '');
  // Copies, not links: the static server does not follow symbolic links.
  for (const shared of ['_next', 'img']) fs.cpSync(path.resolve(outDir, shared), path.join(dir, shared), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>floor</title>');
  fs.writeFileSync(path.join(dir, 'no-script.html'), noScript);
  fs.writeFileSync(
    path.join(dir, 'minimal.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Minimal</title><meta name="description" content="A page with one paragraph"></head><body><main><h1>Minimal</h1><p>One paragraph of text, the largest element of the page.</p></main></body></html>',
  );
  return ['/no-script', '/minimal'];
}

async function main() {
  const server = await serveStatic(path.resolve(outDir));
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-floor-'));
  const floorPages = writeFloorPages(outDir, floorDir);
  const floorServer = await serveStatic(floorDir);
  // The framework's floor: a bare App Router page (a heading and a paragraph), built with the same Next.js.
  const bareServer = await serveStatic(buildBareAppRouter(process.cwd()));
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const figures: PageFigures[] = [];
  const floor: PageFigures[] = [];
  let bare: PageFigures | undefined;
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const row = await measure(chrome.port, server.url, page);
      figures.push(row);
      console.log(line(row));
      for (const f of row.failing) console.log(`    below 100 in some run: ${f}`);
    }
    for (const page of floorPages) {
      const row = await measure(chrome.port, floorServer.url, page);
      floor.push(row);
      console.log(`floor ${line(row)}`);
    }
    bare = { ...(await measure(chrome.port, bareServer.url, '/')), page: 'bare App Router page' };
    console.log(`floor ${line(bare)}`);
  } finally {
    await chrome.kill();
    server.stop();
    floorServer.stop();
    bareServer.stop();
    fs.rmSync(floorDir, { recursive: true, force: true });
  }
  console.log(`\nLighthouse ${runs > 1 ? `medians of ${runs}` : '1 run'}, mobile, simulated throttling, served gzipped:`);
  console.log('| Page | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS | Transferred | Load (1 min) |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of figures)
    console.log(`| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(1)} KB | ${r.loads.map((l) => l.toFixed(2)).join(', ')} |`);
  console.log(`\nThis machine's floor (no script at all): ${floor.map((r) => `${r.page === '/no-script' ? `${LIGHTHOUSE_PAGES[1]} without its scripts` : 'a five-line HTML page'}: perf ${r.scores.performance}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms`).join('; ')}`);
  if (bare)
    console.log(
      `The framework's floor (a bare Next.js App Router page, a heading and a paragraph): perf ${bare.scores.performance}, LCP ${(bare.lcp / 1000).toFixed(2)} s, TBT ${bare.tbt.toFixed(0)} ms`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
