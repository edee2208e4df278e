/**
 * `npm run bench`: production build figures for the real content and the 1,000-page synthetic corpus,
 * page weight, first-load JavaScript next to a bare App Router page, search (quality on the task query set, latency)
 * and Lighthouse over five page types. Medians of BENCH_RUNS (default 3).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PARSE_CACHE_DIR } from '../lib/content-source';
import { filesUnder, kb, median, pageAssets, runMeasured, sizes, type RunFigures } from './measure';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const root = process.cwd();
const next = path.join(root, 'node_modules/next/dist/bin/next');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const results: Record<string, unknown> = { date: new Date().toISOString(), runs };

/**
 * A cold build, as from a fresh clone: no .next, no out/ and no parse cache from an earlier run. Deleting them (about 400 MB and
 * 10,000 files after a 1,000-page build) is not part of the build, so it happens here, untimed, and `sync` lets the
 * disk finish that work first: otherwise it lands inside the next timed run (this VM's disk discards freed blocks).
 */
function coldStart(): void {
  // The parse cache too: a fresh clone has none (a warm one is what dev and a CI cache restore get).
  for (const dir of ['.next', 'out', PARSE_CACHE_DIR]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  execFileSync('sync');
}

/** Builds a site `runs` times, each from a cold start, and reports the medians. */
async function benchBuild(label: string, env: Record<string, string>, outDir: string): Promise<{ seconds: number; peakMb: number; pages: number }> {
  const figures: RunFigures[] = [];
  for (let i = 0; i < runs; i++) {
    coldStart();
    figures.push(await runMeasured(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { NEXT_TELEMETRY_DISABLED: '1', ...env }));
    console.log(`  ${label} run ${i + 1}: ${figures.at(-1)!.seconds.toFixed(1)} s, peak ${figures.at(-1)!.peakMb.toFixed(0)} MB`);
  }
  const pages = filesUnder(outDir, '.html').length;
  const seconds = median(figures.map((f) => f.seconds));
  return { seconds, peakMb: median(figures.map((f) => f.peakMb)), pages };
}

function pageWeight(outDir: string) {
  const html = filesUnder(outDir, '.html').filter((f) => !/\/(404|_not-found)\.html$/.test(f));
  const htmlSizes = html.map((f) => sizes(fs.readFileSync(f)));
  const dataSizes = html.map((f) => pageAssets(outDir, f).pageData);
  return {
    htmlMedianRaw: median(htmlSizes.map((s) => s.raw)),
    htmlMedianGzip: median(htmlSizes.map((s) => s.gzip)),
    pageDataMedianRaw: median(dataSizes.map((s) => s.raw)),
    pageDataMedianGzip: median(dataSizes.map((s) => s.gzip)),
  };
}

/** Builds a bare App Router page (one layout, one page) to measure the framework's own JavaScript floor. */
async function bareFloor(): Promise<{ raw: number; gzip: number }> {
  const dir = path.join(root, 'bench/.bare');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export' };\n");
  fs.writeFileSync(path.join(dir, 'app/layout.js'), 'export default function L({ children }) { return <html lang="en"><body>{children}</body></html>; }\n');
  fs.writeFileSync(path.join(dir, 'app/page.js'), 'export default function P() { return <p>Hello</p>; }\n');
  execFileSync(process.execPath, [next, 'build', dir], { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return pageAssets(path.join(dir, 'out'), path.join(dir, 'out/index.html')).js;
}

async function main() {
  console.log(`Benchmark: medians of ${runs} run(s) on ${os.cpus().length} cores\n`);
  console.log('Real content (content/):');
  const real = await benchBuild('real', {}, 'out');
  const weight = pageWeight('out');
  const doc = pageAssets('out', 'out/smart-contracts/capabilities.html');
  const floor = await bareFloor();
  results.real = { ...real, pagesPerSecond: real.pages / real.seconds, ...weight, docPageJs: doc.js, docPageCss: doc.css, bareAppRouterJs: floor };

  console.log('\nSearch (bench/search.ts, over the real out/):');
  const search = execFileSync(process.execPath, [tsx, 'bench/search.ts'], { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  console.log(search.trim().replace(/^/gm, '  '));
  results.search = search;

  console.log('\nLighthouse (bench/lighthouse.ts, over the real out/; load average ' + os.loadavg().map((l) => l.toFixed(2)).join(' ') + '):');
  const lighthouse = execFileSync(process.execPath, [tsx, 'bench/lighthouse.ts'], { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  console.log(lighthouse.trim().replace(/^/gm, '  '));
  results.lighthouse = lighthouse;

  const corpus = path.join(root, 'bench/.corpus');
  fs.rmSync(corpus, { recursive: true, force: true });
  execFileSync(process.execPath, [path.resolve(root, '../shared/bench/gen-corpus.mjs'), corpus, '1000'], { stdio: 'ignore' });
  console.log('\nSynthetic corpus (1,000 pages via CONTENT_DIR):');
  const synthetic = await benchBuild('synthetic', { CONTENT_DIR: corpus }, 'out');
  const syntheticWeight = pageWeight('out');
  results.synthetic = { ...synthetic, pagesPerSecond: synthetic.pages / synthetic.seconds, ...syntheticWeight };
  fs.rmSync('out', { recursive: true, force: true });

  const r = results.real as typeof real & typeof weight & { docPageJs: typeof doc.js; docPageCss: typeof doc.css };
  const s = results.synthetic as typeof synthetic & typeof syntheticWeight;
  console.log(`
| Figure | Real content | Synthetic 1,000 |
| --- | --- | --- |
| Build wall time (median) | ${r.seconds.toFixed(1)} s | ${s.seconds.toFixed(1)} s |
| HTML pages written | ${r.pages} | ${s.pages} |
| Pages per second | ${(r.pages / r.seconds).toFixed(1)} | ${(s.pages / s.seconds).toFixed(1)} |
| Peak memory, process tree | ${r.peakMb.toFixed(0)} MB | ${s.peakMb.toFixed(0)} MB |
| HTML per page (median, raw / gzip) | ${kb(r.htmlMedianRaw)} / ${kb(r.htmlMedianGzip)} | ${kb(s.htmlMedianRaw)} / ${kb(s.htmlMedianGzip)} |
| Page data file per page (RSC payload, median raw / gzip) | ${kb(r.pageDataMedianRaw)} / ${kb(r.pageDataMedianGzip)} | ${kb(s.pageDataMedianRaw)} / ${kb(s.pageDataMedianGzip)} |

Doc page /smart-contracts/capabilities: first-load JS ${kb(doc.js.raw)} raw / ${kb(doc.js.gzip)} gzip in ${doc.js.files} files; its page data ${kb(doc.pageData.raw)} / ${kb(doc.pageData.gzip)} gzip; CSS ${kb(doc.css.raw)} / ${kb(doc.css.gzip)} gzip
Bare App Router page: first-load JS ${kb(floor.raw)} raw / ${kb(floor.gzip)} gzip
Our JavaScript above the framework floor: ${kb(doc.js.gzip - floor.gzip)} gzip`);
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(`bench/results/bench-${Date.now()}.json`, JSON.stringify(results, null, 2));
  console.log(`\nNote: run 'npm run build' again before serving: the benchmark leaves out/ empty after the synthetic build.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
