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
import lighthouse from 'lighthouse';
import { serveStatic } from '../e2e/server';
import { buildBareAppRouter } from './measure';

/** The page types: home, a Pact function page, an API page, the tag index and search. */
export const LIGHTHOUSE_PAGES = ['/', '/pact-5/capabilities/with-capability', '/api/pact-api/send', '/tags', '/search'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const outDir = process.argv[2] ?? 'out';
const maxLoad = Number(process.env.LIGHTHOUSE_MAX_LOAD ?? 2.5);
const waitSeconds = Number(process.env.LIGHTHOUSE_WAIT ?? 900);

/** Waits for a quiet machine (or gives up after waitSeconds) and returns the 1-minute load average then. */
async function quietLoad(): Promise<number> {
  const deadline = Date.now() + waitSeconds * 1000;
  while (os.loadavg()[0]! >= maxLoad && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10_000));
  return os.loadavg()[0]!;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One page's medians: category scores (0-100) and metrics in ms (CLS unitless). */
export interface PageFigures {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits that failed in any run, to say what kept a category below 100. */
  failing: string[];
  /** 1-minute load average before each run. */
  loads: number[];
}

/** Runs Lighthouse `runs` times on one URL and returns the medians. */
async function measure(port: number, base: string, page: string): Promise<PageFigures> {
  const samples: { scores: Record<string, number>; fcp: number; lcp: number; tbt: number; cls: number }[] = [];
  const failing = new Map<string, string>();
  const loads: number[] = [];
  for (let i = 0; i < runs; i++) {
    loads.push(await quietLoad());
    const result = await lighthouse(`${base}${page}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    samples.push({
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    });
    for (const c of CATEGORIES)
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.set(`${c}: ${ref.id}`, `${c}: ${ref.id} (last ${a.displayValue ?? a.score})`);
      }
  }
  return {
    page,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]!))])) as PageFigures['scores'],
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
    failing: [...failing.values()],
    loads,
  };
}

const line = (r: PageFigures) =>
  `${r.page}: ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ')}; FCP ${r.fcp.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}; load ${r.loads.map((l) => l.toFixed(2)).join(', ')}`;

/**
 * The machine's floor: what Lighthouse measures here for pages that run no script at all. The Pact function page
 * with every script removed (its stylesheets are inlined, so it paints the same), and a five-line HTML page.
 * Simulated throttling multiplies the host's own task times by 4, so on a slow host these are above zero.
 */
function writeFloorPages(outDir: string, dir: string): string[] {
  const html = fs.readFileSync(path.join(outDir, `${LIGHTHOUSE_PAGES[1]}.html`), 'utf8');
  const noScript = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]+as="script"[^>]*>/g, '');
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
  console.log('| Page | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS | Load (1 min) |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of figures)
    console.log(`| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.loads.map((l) => l.toFixed(2)).join(', ')} |`);
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
