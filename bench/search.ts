/**
 * Search benchmark: index build time, index sizes (raw and gzip), record count, and query latency in Chromium
 * (median and p95 over the ranking fixture, index already loaded). With a built out/, also the time from opening the
 * modal to the first hit on a throttled "slow 3G" profile (400 ms RTT, 400 kbit/s down), median of 5, twice: cold
 * (modal code, CSS and titles index fetched on the shortcut) and index transfer (modal code already loaded by an
 * earlier intent), with the bytes of every resource fetched after the shortcut; and the modal chunk sizes.
 * Run: npx tsx bench/search.ts [built site folder, default out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { loadSite } from '../lib/content/source';
import { buildIndexFile, LocalSearchEngine } from '../lib/search/engine';
import { measureQuality, qualityLines, type QualityQuery } from '../lib/search/quality';
import { buildRecords } from '../lib/search/records';
import { serveStatic } from '../e2e/server';
import { coldOpen, indexTransferOpen, median, modalChunks, servedIndexFiles, SLOW_3G, type OpenRun } from './slow-network';

/** The built site to measure (another build can be compared: OUT_DIR=/tmp/other npm run build). */
const outDir = process.argv[2] ?? 'out';
/** Timed opens per figure (the median is reported). */
const RUNS = 5;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const site = loadSite(path.resolve('content'), { includeDrafts: false });
const started = performance.now();
const records = buildRecords(site);
const full = JSON.stringify(buildIndexFile(records));
const titles = JSON.stringify(buildIndexFile(records, false));
const buildMs = performance.now() - started;
console.log(`records: ${records.length} (${site.pages.length} pages)`);
console.log(`index build: ${buildMs.toFixed(0)} ms (records + both files)`);
console.log(`titles index (from the source): ${kb(titles.length)} raw, ${kb(gzipSync(titles).length)} gzip`);
console.log(`full index (from the source):   ${kb(full.length)} raw, ${kb(gzipSync(full).length)} gzip`);

const taskQueries = JSON.parse(fs.readFileSync('lib/search/__fixtures__/task-queries.json', 'utf8')) as QualityQuery[];
console.log(qualityLines(measureQuality(new LocalSearchEngine(JSON.parse(full)), taskQueries)).join('\n'));

// Latency over both sets: the name-style ranking fixture and the readers' task phrasings.
const queries = [...(JSON.parse(fs.readFileSync('lib/search/__fixtures__/ranking-queries.json', 'utf8')) as { query: string }[]).map((q) => q.query), ...taskQueries.map((q) => q.query)];
const bundle = await build({ entryPoints: ['lib/search/engine.ts'], bundle: true, write: false, format: 'iife', globalName: 'SearchEngine', platform: 'browser' });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.setContent('<html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const timings = await page.evaluate(
    ({ json, list }) => {
      const w = window as unknown as { SearchEngine: { LocalSearchEngine: new (f: unknown) => { search: (q: string) => unknown } } };
      const engine = new w.SearchEngine.LocalSearchEngine(JSON.parse(json));
      for (const q of list) engine.search(q); // warm-up
      const out: number[] = [];
      for (let round = 0; round < 5; round++)
        for (const q of list) {
          const t = performance.now();
          engine.search(q);
          out.push(performance.now() - t);
        }
      return out;
    },
    { json: full, list: queries },
  );
  timings.sort((a, b) => a - b);
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))]!;
  console.log(`query latency in Chromium (${queries.length} queries x 5): median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`);

  if (fs.existsSync(path.join(outDir, 'index.html'))) {
    for (const file of servedIndexFiles(outDir)) console.log(`served ${file.file}: ${kb(file.raw)} raw, ${kb(file.gzip)} gzip`);
    for (const chunk of modalChunks(outDir)) console.log(`modal chunk ${chunk.file}: ${kb(chunk.raw)} raw, ${kb(chunk.gzip)} gzip`);
    const server = await serveStatic(path.resolve(outDir));
    try {
      const report = async (label: string, run: () => Promise<OpenRun>) => {
        const runs: OpenRun[] = [];
        for (let i = 0; i < RUNS; i++) {
          const timed = await run();
          runs.push(timed);
          // When the last byte the first answer needs arrived: the rest of the time is the browser's work.
          const lastByte = Math.max(0, ...timed.fetched.filter((f) => f.done).map((f) => f.receivedAt));
          console.log(`  ${label} run ${i + 1}: ${timed.ms.toFixed(0)} ms in the page, ${timed.driverMs.toFixed(0)} ms seen by the driver (last byte at ${lastByte.toFixed(0)} ms)`);
        }
        console.log(`${label}: median ${median(runs.map((r) => r.ms)).toFixed(0)} ms of ${RUNS} in the page (keydown to hit in the DOM), ${median(runs.map((r) => r.driverMs)).toFixed(0)} ms seen by the driver`);
        console.log('  fetched after the shortcut (last run; gzip = body bytes as transferred):');
        for (const f of runs.at(-1)!.fetched) {
          const name = new URL(f.url).pathname;
          console.log(f.done ? `    ${name}: ${kb(f.encoded)} gzip, ${kb(f.decoded)} raw, received at ${f.receivedAt.toFixed(0)} ms` : `    ${name}: still downloading at the first hit`);
        }
      };
      const profile = `slow 3G (${SLOW_3G.latency} ms RTT, ${(SLOW_3G.downloadThroughput * 8) / 1000} kbit/s)`;
      await report(`${profile} cold, Ctrl+K to first hit`, () => coldOpen(browser, server.url));
      await report(`${profile} index transfer (modal code loaded by an earlier intent), Ctrl+K to first hit`, () => indexTransferOpen(browser, server.url));
    } finally {
      server.stop();
    }
  } else console.log(`slow 3G: skipped (no ${outDir}/; run the build first)`);
} finally {
  await browser.close();
}
