/**
 * `npm run bench`: production build figures (cold and warm, output size and files a page) for the real content and
 * the 1,000-page synthetic corpus,
 * page weight, first-load JavaScript next to a bare App Router page, search (quality on the task query set, latency),
 * the largest paint of a first visit on a slow connection beside the same pages without scripts, and Lighthouse over
 * five page types. Medians of BENCH_RUNS (default 3).
 * `npm run bench -- --scale`: the synthetic corpus at 5,000 and 20,000 pages.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PARSE_CACHE_DIR } from '../lib/content-source';
import { buildBareAppRouter, filesUnder, kb, median, outputFigures, pageAssets, runMeasured, sizes, type RunFigures } from './measure';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const root = process.cwd();
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

/** One corpus's build figures: cold and warm medians, and what the output holds. */
interface BuildFigures {
  cold: { seconds: number; peakMb: number };
  warm: { seconds: number; peakMb: number };
  pages: number;
  output: ReturnType<typeof outputFigures>;
}

/** Appends a paragraph to one page (a warm rebuild's edit) and returns how to undo it. */
function editOnePage(file: string): () => void {
  const before = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${before}\n\nEdited for the benchmark at ${new Date().toISOString()}.\n`);
  return () => fs.writeFileSync(file, before);
}

const build = (env: Record<string, string>) => runMeasured(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { NEXT_TELEMETRY_DISABLED: '1', ...env });

/**
 * Builds a site `runs` times from a cold start, then `runs` times warm (one page edited, every cache kept, as on an
 * author's machine or a CI cache restore), and reports the medians with the output of the last build.
 */
async function benchBuild(label: string, env: Record<string, string>, outDir: string, editedPage: string, coldRuns = runs): Promise<BuildFigures> {
  const cold: RunFigures[] = [];
  const warm: RunFigures[] = [];
  for (let i = 0; i < coldRuns; i++) {
    coldStart();
    cold.push(await build(env));
    console.log(`  ${label} cold ${i + 1}: ${cold.at(-1)!.seconds.toFixed(1)} s, peak ${cold.at(-1)!.peakMb.toFixed(0)} MB`);
  }
  for (let i = 0; i < coldRuns; i++) {
    const undo = editOnePage(editedPage);
    try {
      warm.push(await build(env));
    } finally {
      undo();
    }
    console.log(`  ${label} warm ${i + 1} (one page edited): ${warm.at(-1)!.seconds.toFixed(1)} s, peak ${warm.at(-1)!.peakMb.toFixed(0)} MB`);
  }
  const medians = (figures: RunFigures[]) => ({ seconds: median(figures.map((f) => f.seconds)), peakMb: median(figures.map((f) => f.peakMb)) });
  const output = outputFigures(outDir);
  return { cold: medians(cold), warm: medians(warm), pages: output.pages, output };
}

/** One row per figure of a build, one column per corpus. */
function buildTable(columns: [string, BuildFigures][]): string {
  const row = (name: string, cell: (f: BuildFigures) => string) => `| ${name} | ${columns.map(([, f]) => cell(f)).join(' | ')} |`;
  return [
    `| Figure | ${columns.map(([name]) => name).join(' | ')} |`,
    `| --- | ${columns.map(() => '---').join(' | ')} |`,
    row('HTML pages written', (f) => String(f.pages)),
    row('Cold build, wall (median)', (f) => `${f.cold.seconds.toFixed(1)} s`),
    row('Warm rebuild, one page edited (median)', (f) => `${f.warm.seconds.toFixed(1)} s (${((f.warm.seconds / f.cold.seconds) * 100).toFixed(0)}% of cold)`),
    row('Pages per second, cold', (f) => (f.pages / f.cold.seconds).toFixed(1)),
    row('Peak memory, process tree (cold / warm)', (f) => `${f.cold.peakMb.toFixed(0)} / ${f.warm.peakMb.toFixed(0)} MB`),
    row('Output', (f) => `${f.output.mb.toFixed(1)} MB in ${f.output.files} files`),
    row('Files a page', (f) => f.output.filesPerPage.toFixed(2)),
  ].join('\n');
}

/** Writes a synthetic corpus of `pages` pages (../shared/bench/gen-corpus.mjs) and returns its folder and a page to edit. */
function syntheticCorpus(pages: number): { dir: string; page: string } {
  const dir = path.join(root, 'bench/.corpus');
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync(process.execPath, [path.resolve(root, '../shared/bench/gen-corpus.mjs'), dir, String(pages)], { stdio: 'ignore' });
  const page = filesUnder(dir, '.md').sort()[0];
  if (!page) throw new Error(`gen-corpus wrote no .md page into ${dir}`);
  return { dir, page };
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

/** The framework's own JavaScript floor: what a bare App Router page (one layout, one page) loads. */
function bareFloor(): { raw: number; gzip: number } {
  const out = buildBareAppRouter(root);
  return pageAssets(out, path.join(out, 'index.html')).js;
}

/** `--scale`: the synthetic corpus at 5,000 and 20,000 pages, one cold and one warm build each (BENCH_SCALE_PAGES overrides). */
async function scale(): Promise<void> {
  const sizes = (process.env.BENCH_SCALE_PAGES ?? '5000,20000').split(',').map(Number);
  console.log(`Scale: synthetic corpora of ${sizes.join(', ')} pages, one cold and one warm build each, on ${os.cpus().length} cores\n`);
  const columns: [string, BuildFigures][] = [];
  for (const pages of sizes) {
    const corpus = syntheticCorpus(pages);
    columns.push([`Synthetic ${pages.toLocaleString('en')}`, await benchBuild(`synthetic ${pages}`, { CONTENT_DIR: corpus.dir }, 'out', corpus.page, 1)]);
    console.log(`\n${buildTable(columns)}\n`);
  }
  results.scale = Object.fromEntries(columns);
  fs.rmSync('out', { recursive: true, force: true });
}

async function main() {
  if (process.argv.includes('--scale')) return scale();
  console.log(`Benchmark: medians of ${runs} run(s) on ${os.cpus().length} cores\n`);
  console.log('Real content (content/):');
  const real = await benchBuild('real', {}, 'out', path.join(root, 'content/pact-5/capabilities/emit-event.md'));
  const weight = pageWeight('out');
  const doc = pageAssets('out', 'out/smart-contracts/capabilities.html');
  const floor = bareFloor();
  results.real = { ...real, ...weight, docPageJs: doc.js, docPageCss: doc.css, bareAppRouterJs: floor };

  console.log('\nSearch (bench/search.ts, over the real out/):');
  const search = execFileSync(process.execPath, [tsx, 'bench/search.ts'], { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  console.log(search.trim().replace(/^/gm, '  '));
  results.search = search;

  console.log('\nFirst visit on a slow connection (bench/first-paint.ts, over the real out/):');
  const firstPaint = execFileSync(process.execPath, [tsx, 'bench/first-paint.ts'], { encoding: 'utf8' });
  console.log(firstPaint.trim().replace(/^/gm, '  '));
  results.firstPaint = firstPaint;

  console.log('\nLighthouse (bench/lighthouse.ts, over the real out/; load average ' + os.loadavg().map((l) => l.toFixed(2)).join(' ') + '):');
  const lighthouse = execFileSync(process.execPath, [tsx, 'bench/lighthouse.ts'], { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  console.log(lighthouse.trim().replace(/^/gm, '  '));
  results.lighthouse = lighthouse;

  const corpus = syntheticCorpus(1000);
  console.log('\nSynthetic corpus (1,000 pages via CONTENT_DIR):');
  const synthetic = await benchBuild('synthetic', { CONTENT_DIR: corpus.dir }, 'out', corpus.page);
  const syntheticWeight = pageWeight('out');
  results.synthetic = { ...synthetic, ...syntheticWeight };
  fs.rmSync('out', { recursive: true, force: true });

  const w = (label: string, f: ReturnType<typeof pageWeight>) => `| ${label} | ${kb(f.htmlMedianRaw)} / ${kb(f.htmlMedianGzip)} | ${kb(f.pageDataMedianRaw)} / ${kb(f.pageDataMedianGzip)} |`;
  console.log(`
${buildTable([
  ['Real content', real],
  ['Synthetic 1,000', synthetic],
])}

| Page weight (median, raw / gzip) | HTML | of which RSC payload (read at boot and by client navigation) |
| --- | --- | --- |
${w('Real content', weight)}
${w('Synthetic 1,000', syntheticWeight)}

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
