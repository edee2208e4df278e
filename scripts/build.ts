/**
 * `npm run build`: checks content (errors stop the build with file:line:col) while `next build` compiles into a
 * temporary folder, hardens the export for the Content-Security-Policy, and only then moves it to out/ (or OUT_DIR).
 * A failed build exits non-zero and leaves no out/ behind that could pass for a good one.
 * A build of the same code as the last one is incremental (lib/build/incremental.ts): no compile, and, when only
 * bodies changed, only the pages they show on are rendered, over the last output. DOCS_FULL_BUILD=1 builds it all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
// Only light modules here: this process stays alive through the whole build, so its memory counts.
import { renderHeadersFile, scriptHash } from '../lib/deploy/host-config';
import { buildFiles, buildLeftovers } from '../lib/build/build-leftovers';
import { codeFingerprint } from '../lib/build/code-fingerprint';
import { moveFiles, outStamp, planRender, readBuildRecord, whyCompile, writeBuildRecord, type RenderPlan } from '../lib/build/incremental';
import { dropPagesNotRendered, forgetLastPrerender, nextBuildArgs } from '../lib/next-contract/generate-mode';
import type { RenderInputs } from '../lib/build/render-inputs';
import { hardenExport } from '../lib/next-contract/harden-export';
import { removeSegmentPrefetchFiles } from '../lib/next-contract/segment-files';
import { contentLayout } from '../lib/content/site-root';
import { env, inheritedEnvironment } from '../lib/env';
import { GIT_INFO_ENV, writeGitInfo } from '../lib/outputs/git-dates';
import { checkJsBudget } from '../lib/outputs/js-budget';
import { policyOptions } from './host-config';

const started = performance.now();
const outDir = path.resolve(env.outDir);
const places = { cwd: process.cwd(), outDir, cacheDir: path.resolve('node_modules/.cache/kadena-docs') };
// The export is built into tempDir (Next.js wants its distDir inside the project); the check is bundled into
// checkBundle and writes the files beside the HTML into outputsDir; git's dates are read once into gitInfoFile.
const { tempDir, retiredOut, checkBundle, outputsDir, gitInfoFile, renderOnlyFile } = buildFiles(places);
const tempName = path.basename(tempDir);

// An incremental build (lib/build/incremental.ts): the compile in .next is reused when it was made from this code,
// and the last output is the base of this one when, besides, it is still as that build left it.
const recordFile = path.join(places.cacheDir, 'last-build.json');
const record = readBuildRecord(recordFile);
const fingerprint = codeFingerprint(process.cwd());
const compileReason = whyCompile(record, fingerprint, path.resolve('.next'), env.fullBuild);
// Stamping the output walks every file: only worth it when the compile can be reused.
const outIntact = !compileReason && record !== undefined && outStamp(outDir) === record.outStamp;

// The previous output goes at once (a failed build must not leave it to pass for a good one); once the build knows
// it is not this one's base, it is deleted in the background while this one builds (removing thousands of files
// takes a second).
if (fs.existsSync(outDir)) fs.renameSync(outDir, retiredOut);
const cleanups: Promise<void>[] = [];

// A Docusaurus site root (CONTENT_DIR with docusaurus.config.* and docs/) keeps its pages in docs/ and static files in static/.
const layout = contentLayout(env.contentDir);
const contentDir = layout.docsDir;
const running = new Map<ChildProcess, Promise<number>>();
// A build that was killed (out of memory, Ctrl+C, a CI timeout) could not clean up: its files go now, beside this build.
const leftovers = buildLeftovers(places);
if (leftovers.length) console.log(`removing what ${leftovers.length === 1 ? 'a killed build' : 'killed builds'} left: ${leftovers.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
cleanups.push(...leftovers.map((file) => fs.promises.rm(file, { recursive: true, force: true })));

/** Stops what is still running, removes every partial output, explains, and exits non-zero. */
async function fail(message: string, status = 1): Promise<never> {
  await Promise.all([...running].map(([child, exited]) => stop(child, exited)));
  await Promise.all(cleanups);
  fs.rmSync(tempDir, { recursive: true, force: true });
  for (const file of [checkBundle, outputsDir, gitInfoFile, renderOnlyFile, retiredOut]) fs.rmSync(file, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  console.error(`\n${message}\nBuild failed: ${path.relative(process.cwd(), outDir) || outDir}/ was removed so no partial or stale site can be deployed.`);
  process.exit(status);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void fail(`Interrupted by ${signal}.`, 130));

/** Stops a child and everything it started (Next's workers share its process group), and waits for it. */
async function stop(child: ChildProcess, exited: Promise<number>): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const killer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(killer);
}

/** Megabytes of markdown in the content folder: what the heaps below grow with. */
function contentMegabytes(): number {
  if (!fs.existsSync(contentDir)) return 0; // the check reports the missing folder
  return fs
    .readdirSync(contentDir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0) / 2 ** 20;
}
const contentMb = contentMegabytes();

/** A heap size set in the environment, in MB (undefined when unset); anything but a whole number stops the build now. */
async function heapSetting(name: string, value: string): Promise<number | undefined> {
  if (!value) return undefined;
  if (!/^[1-9]\d*$/.test(value)) await fail(`${name}=${value} is not a heap size: set a whole number of megabytes, e.g. ${name}=2048, or unset it.`);
  return Number(value);
}
const heapSettings = { worker: await heapSetting('DOCS_BUILD_HEAP_MB', env.heapSettings.worker), check: await heapSetting('DOCS_CHECK_HEAP_MB', env.heapSettings.check) };

/**
 * Heap per static worker thread. The 1,000-page benchmark corpus has a live heap of about 150 MB; at 512 MB the
 * workers spend a second more collecting garbage, at 1 GB the build's peak stays where the compile step puts it.
 * Plus 64 MB per MB of content for larger sites; DOCS_BUILD_HEAP_MB overrides it.
 */
function workerHeapMb(): number {
  return heapSettings.worker ?? Math.max(1024, Math.ceil(512 + 64 * contentMb));
}

/**
 * Heap cap of the content check, for larger sites. Its live heap is small (about 9 MB per MB of markdown: 146 MB at
 * 5,000 synthetic pages, 526 MB at 20,000, after a forced collection), but with no cap V8 lets garbage pile up to
 * several times that: the check alone reached 2.5 GB at 20,000 pages, beside `next build`. Capped at the larger of
 * 1 GB and 256 MB plus 16 MB per MB of markdown (1,240 MB at 20,000 pages), it peaks at 1.2 GB there, for 13% more
 * of its CPU; at 5,000 pages the build's peak falls by 200 to 290 MB for no more time (docs/build-performance.md,
 * "Where the memory goes"). Below 8 MB of markdown (about 2,500 pages) the check stays under 500 MB anyway, and is
 * left uncapped. DOCS_CHECK_HEAP_MB overrides it.
 */
function checkHeapOptions(): string[] {
  const megabytes = heapSettings.check ?? (contentMb < 8 ? undefined : Math.max(1024, Math.ceil(256 + 16 * contentMb)));
  return megabytes === undefined ? [] : [`--max-old-space-size=${megabytes}`];
}

/**
 * Node options for the build's children. Rendering and parsing allocate many short-lived objects: a 32 MB young
 * generation (16 MB by default) collects them with fewer, cheaper scavenges, 1.4 s off a 35 s 1,000-page build
 * (medians of 3) for about 20 MB more at the peak.
 */
const nodeOptions = (...extra: string[]): string => [env.nodeOptions, '--max-semi-space-size=32', ...extra].join(' ').trim();

/** Runs node with these arguments in its own process group; resolves with the exit status. `onMessage`: IPC. */
function run(args: string[], childEnv: NodeJS.ProcessEnv, onMessage?: (message: unknown) => void): Promise<number> {
  const child = spawn(process.execPath, args, { stdio: onMessage ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit', env: childEnv, detached: true });
  if (onMessage) child.on('message', onMessage);
  const exited = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
  running.set(child, exited);
  void exited.then(() => running.delete(child));
  return exited;
}

// The content check runs in its own process beside `next build`, whose compile step does not need content: it
// prints every problem with file:line:col and parses every page into the shared parse cache, where Next's workers
// find them (a worker that gets to a page first parses it and caches it itself: nobody waits for anybody). It also
// builds the search index into that cache and sends back the routes the export must contain. This process never
// holds the parsed content. A failed check stops `next build`.
// It runs as one bundled file (packages stay external): through tsx's loader its ~60 TypeScript modules cost 0.8 s
// more CPU, taken from Turbopack on a 2-core machine. esbuild bundles it in about 0.1 s.
try {
  buildSync({ entryPoints: [path.resolve('scripts/check.ts')], outfile: checkBundle, bundle: true, packages: 'external', platform: 'node', format: 'esm', target: `node${process.versions.node}`, logLevel: 'error' });
} catch {
  await fail('The content check could not be bundled: esbuild printed the file and line above.');
}
let routes: string[] | undefined;
let inputs: RenderInputs | undefined;
let inputsArrived: (sent: RenderInputs) => void = () => {};
const inputsSent = new Promise<RenderInputs>((resolve) => (inputsArrived = resolve));
const onMessage = (message: unknown) => {
  const sent = message as { routes?: string[]; renderInputs?: RenderInputs };
  routes = sent.routes ?? routes;
  if (sent.renderInputs) inputsArrived((inputs = sent.renderInputs));
};
writeGitInfo(gitInfoFile, contentDir);
const check = run([checkBundle, '--prebuild', '--outputs', outputsDir], { ...inheritedEnvironment(), DOCS_BUILD_ID: fingerprint, [GIT_INFO_ENV]: gitInfoFile, NODE_OPTIONS: nodeOptions(...checkHeapOptions()) }, onMessage).then(async (status) => {
  if (status !== 0) await fail('Build stopped by content errors (fix them and run the build again).');
  console.log(`content ok (${Math.round(performance.now() - started)} ms)`);
});

/** How much to render: everything with a compile, or (the compile reused) what the check's render inputs say changed. */
async function renderPlan(): Promise<RenderPlan> {
  if (compileReason) return { kind: 'full', reason: compileReason };
  // The check sends its inputs after reading front matter, before it parses a body (about a second in).
  const current = await Promise.race([inputsSent, check.then(() => undefined)]);
  if (!current) return { kind: 'all-pages', reason: 'the content check sent no render inputs' };
  return planRender(record!, current, outDir, outIntact);
}
const plan = await renderPlan();
if (plan.kind !== 'changed-pages') cleanups.push(fs.promises.rm(retiredOut, { recursive: true, force: true }));
// The home page always: Next refuses an export whose catch-all route has no page at all.
const rendered = plan.kind === 'changed-pages' ? [...new Set(['/', ...plan.routes])] : [];
if (plan.kind === 'changed-pages') fs.writeFileSync(renderOnlyFile, JSON.stringify(rendered));
console.log(
  plan.kind === 'full'
    ? `compiling and rendering every page (${plan.reason})`
    : plan.kind === 'all-pages'
      ? `compile reused (.next holds this code's); rendering every page (${plan.reason})`
      : `compile reused; rendering ${plan.routes.length} changed page${plan.routes.length === 1 ? '' : 's'} over the last output (${plan.reason})`,
);
if (plan.kind !== 'full') forgetLastPrerender(path.resolve('.next'));
const nextBuild = run(['node_modules/next/dist/bin/next', ...nextBuildArgs(plan.kind !== 'full')], {
  ...inheritedEnvironment(),
  DOCS_BUILD_ID: fingerprint,
  DOCS_RENDER_ONLY: plan.kind === 'changed-pages' ? renderOnlyFile : '',
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: tempName,
  [GIT_INFO_ENV]: gitInfoFile,
  // Turbopack's allocator (mimalloc) otherwise keeps the compile step's ~450 MB while pages render.
  MIMALLOC_PURGE_DELAY: env.mimallocPurgeDelay ?? '0',
  // Each static worker thread's heap: V8 otherwise lets garbage grow to ~600 MB per worker before collecting.
  NODE_OPTIONS: nodeOptions(`--max-old-space-size=${workerHeapMb()}`),
});
const [, nextStatus] = await Promise.all([check, nextBuild]);
if (nextStatus === 0) moveFiles(outputsDir, tempDir);
cleanups.push(...[checkBundle, outputsDir, gitInfoFile, renderOnlyFile].map((file) => fs.promises.rm(file, { recursive: true, force: true })));
if (nextStatus !== 0) await fail(`next build exited with ${nextStatus}.`, nextStatus);
if (!routes) await fail('the content check passed but sent no route list.');

// Only the pages this build rendered go over the last output (a guard, see forgetLastPrerender).
if (plan.kind === 'changed-pages') dropPagesNotRendered(tempDir, Object.keys(inputs!.pages), new Set(rendered));

const options = policyOptions();
const allowed = new Set(options.inlineScripts.map(scriptHash));
const { htmlFiles, moved, files: movedToFiles, payloadFilesRemoved, refused, styleHashes, chunkSources } = await hardenExport(tempDir, allowed, options.basePath).catch((error: Error) => fail(`Could not rewrite the exported pages for the Content-Security-Policy: ${error.message}`));
// Next computes none (next.config.ts aliases its segment data away); were it to again after an upgrade, the files go
// and the build says why it got slower.
const segments = removeSegmentPrefetchFiles(tempDir);
if (segments.files) console.warn(`Next wrote ${segments.files} per-segment prefetch files (removed): the alias of './collect-segment-data' in next.config.ts no longer matches Next's import, so every page pays for data the site does not ship. Update the alias (lib/next-contract/no-segment-data.ts).`);
// out/_headers allows exactly what was inlined (in an incremental build, also what the pages not rendered again
// inline); the committed host files list what `npm run headers` last saw.
const inlineStyles = plan.kind === 'changed-pages' ? [...new Set([...record!.styleHashes, ...styleHashes])].sort() : styleHashes;
if (inlineStyles.join() !== (options.inlineStyles ?? []).join()) console.warn('The inlined stylesheets changed: run `npm run headers` after this build and commit the host files (vercel.json, nginx.conf).');
options.inlineStyles = inlineStyles;
if (refused.length) {
  console.error(refused.join('\n'));
  await fail(`${refused.length} inline script(s) would be blocked by the CSP: add their body to the inline scripts in scripts/host-config.ts (allowed by hash) or load them from a file.`);
}
// The pages rendered again replace theirs in the last output, which becomes this build's.
let exportDir = tempDir;
if (plan.kind === 'changed-pages') {
  moveFiles(tempDir, retiredOut);
  fs.rmSync(tempDir, { recursive: true, force: true });
  exportDir = retiredOut;
}
// static/ is served from the site root, as Docusaurus serves it: copied into the export (never the other way: the
// build does not write into the checkout). Files the export already has win.
if (layout.staticDir) fs.cpSync(layout.staticDir, exportDir, { recursive: true, force: false, errorOnExist: false });
fs.writeFileSync(path.join(exportDir, '_headers'), renderHeadersFile(options));
for (const required of ['index.html', '404.html']) if (!fs.existsSync(path.join(exportDir, required))) await fail(`the export has no ${required}.`);
const missing = routes!.filter((route) => route !== '/' && !fs.existsSync(path.join(exportDir, `${decodeURI(route)}.html`)));
if (missing.length) await fail(`the export is missing ${missing.length} page(s), e.g. ${missing[0]}.`);

// The pages just hardened were read there; in an incremental build the others are read here.
const budget = checkJsBudget(exportDir, { known: chunkSources });
console.log(budget.report);
if (!budget.ok) await fail(`First-load JavaScript over budget: see above (budget set in lib/outputs/js-budget.ts).`);

await Promise.all(cleanups);
fs.rmSync(outDir, { recursive: true, force: true });
try {
  fs.renameSync(exportDir, outDir);
} catch {
  fs.cpSync(exportDir, outDir, { recursive: true });
  fs.rmSync(exportDir, { recursive: true, force: true });
}
if (inputs) writeBuildRecord(recordFile, { ...inputs, buildId: fingerprint, outDir, outStamp: outStamp(outDir) ?? '', styleHashes: inlineStyles });
else fs.rmSync(recordFile, { force: true });
console.log(`built ${htmlFiles} HTML files into ${path.relative(process.cwd(), outDir) || outDir}/ (framework scripts as boot data in ${moved}${movedToFiles ? `, in a file of their own in ${movedToFiles}` : ''}, payload inside the page in ${payloadFilesRemoved}; CSP headers in _headers) in ${Math.round((performance.now() - started) / 1000)} s`);
