/**
 * `npm run build`: checks content (errors stop the build with file:line:col) while `next build` compiles into a
 * temporary folder, hardens the export for the Content-Security-Policy, and only then moves it to out/ (or OUT_DIR).
 * A failed build exits non-zero and leaves no out/ behind that could pass for a good one.
 * A build of the same code as the last one is incremental (lib/build/incremental.ts): no compile, and, when only
 * bodies changed, only the pages they show on are rendered, over the last output. DOCS_FULL_BUILD=1 builds it all.
 *
 * The phases, each a function from what the one before gave: plan → check beside compile and render → post-process
 * → swap. Every failure is a BuildFailure, and `fail` is the one place that stops children, removes partial output
 * and exits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
// Only light modules here: this process stays alive through the whole build, so its memory counts.
import { renderHeadersFile, scriptHash } from '../lib/deploy/host-config';
import { buildFiles, buildLeftovers, type BuildPlaces } from '../lib/build/build-leftovers';
import { codeFingerprint } from '../lib/build/code-fingerprint';
import { moveFiles, outStamp, planRender, readBuildRecord, whyCompile, writeBuildRecord, type BuildRecord, type RenderPlan } from '../lib/build/incremental';
import { BuildProcesses, checkHeapOptions, heapSetting, nodeOptions, workerHeapMb } from '../lib/build/processes';
import type { RenderInputs } from '../lib/build/render-inputs';
import { dropPagesNotRendered, forgetLastPrerender, nextBuildArgs } from '../lib/next-contract/generate-mode';
import { hardenExport } from '../lib/next-contract/harden-export';
import { removeSegmentPrefetchFiles } from '../lib/next-contract/segment-files';
import { htmlFileOfRoute } from '../lib/content/routes';
import { contentLayout, type ContentLayout } from '../lib/content/site-root';
import { env, inheritedEnvironment } from '../lib/env';
import { GIT_INFO_ENV, writeGitInfo } from '../lib/outputs/git-dates';
import { checkJsBudget } from '../lib/outputs/js-budget';
import { policyOptions } from './host-config';

/** What ends a build: the message the author reads, and the exit status. */
class BuildFailure extends Error {
  constructor(
    message: string,
    readonly status = 1,
  ) {
    super(message);
  }
}

/** Where this build reads and writes, and what the last build left. */
interface Setup {
  started: number;
  outDir: string;
  places: BuildPlaces;
  files: ReturnType<typeof buildFiles>;
  layout: ContentLayout;
  recordFile: string;
  record: BuildRecord | undefined;
  fingerprint: string;
  /** Why the compile in .next cannot be reused; undefined when it can. */
  compileReason: string | undefined;
  /** The last output is still as the last build left it. */
  outIntact: boolean;
  heap: { worker: number; check: string[] };
}

/** Phase 1, plan: places, settings and what can be reused. Throws on a bad setting before anything is touched. */
function setUp(): Setup {
  const started = performance.now();
  const outDir = path.resolve(env.outDir);
  const places = { cwd: process.cwd(), outDir, cacheDir: path.resolve('node_modules/.cache/kadena-docs') };
  const recordFile = path.join(places.cacheDir, 'last-build.json');
  const record = readBuildRecord(recordFile);
  const fingerprint = codeFingerprint(process.cwd());
  const compileReason = whyCompile(record, fingerprint, path.resolve('.next'), env.fullBuild);
  // A Docusaurus site root (CONTENT_DIR with docusaurus.config.* and docs/) keeps its pages in docs/ and static files in static/.
  const layout = contentLayout(env.contentDir);
  const heapMb = (name: string, value: string): number | undefined => {
    const setting = heapSetting(name, value);
    if (typeof setting === 'object') throw new BuildFailure(setting.error);
    return setting;
  };
  const settings = { worker: heapMb('DOCS_BUILD_HEAP_MB', env.heapSettings.worker), check: heapMb('DOCS_CHECK_HEAP_MB', env.heapSettings.check) };
  const contentMb = markdownMegabytes(layout.docsDir);
  return {
    started,
    outDir,
    places,
    files: buildFiles(places),
    layout,
    recordFile,
    record,
    fingerprint,
    compileReason,
    // Stamping the output walks every file: only worth it when the compile can be reused.
    outIntact: !compileReason && record !== undefined && outStamp(outDir) === record.outStamp,
    heap: { worker: workerHeapMb(contentMb, settings.worker), check: checkHeapOptions(contentMb, settings.check) },
  };
}

/** Megabytes of markdown in the content folder: what the heaps grow with. */
function markdownMegabytes(contentDir: string): number {
  if (!fs.existsSync(contentDir)) return 0; // the check reports the missing folder
  return fs
    .readdirSync(contentDir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0) / 2 ** 20;
}

/**
 * The previous output goes at once (a failed build must not leave it to pass for a good one), renamed so an
 * incremental build can start from it; what killed builds left is removed beside this one. Returns the removals.
 */
function setAsideLastOutput(setup: Setup): Promise<void>[] {
  if (fs.existsSync(setup.outDir)) fs.renameSync(setup.outDir, setup.files.retiredOut);
  const leftovers = buildLeftovers(setup.places);
  if (leftovers.length) console.log(`removing what ${leftovers.length === 1 ? 'a killed build' : 'killed builds'} left: ${leftovers.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
  return leftovers.map((file) => fs.promises.rm(file, { recursive: true, force: true }));
}

/** What the content check reports while it runs, and its end. */
interface CheckRun {
  /** Resolves when the check passed; rejects with the reason when it did not. */
  done: Promise<void>;
  /** The render inputs, sent after front matter is read (about a second in); undefined if the check ended first. */
  inputs: Promise<RenderInputs | undefined>;
  /** The routes the export must contain, once sent. */
  routes: () => string[] | undefined;
}

/**
 * Phase 2a: the content check, in its own process beside `next build`, whose compile step does not need content. It
 * prints every problem with file:line:col and parses every page into the shared parse cache, where Next's workers
 * find them (a worker that gets to a page first parses it and caches it itself: nobody waits for anybody). It also
 * builds the search index into that cache and sends back the render inputs and the routes the export must contain.
 * It runs as one bundled file (packages stay external): through tsx's loader its ~60 TypeScript modules cost 0.8 s
 * more CPU, taken from Turbopack on a 2-core machine. esbuild bundles it in about 0.1 s.
 */
function startCheck(setup: Setup, processes: BuildProcesses): CheckRun {
  const { checkBundle, outputsDir, gitInfoFile } = setup.files;
  try {
    buildSync({ entryPoints: [path.resolve('scripts/check.ts')], outfile: checkBundle, bundle: true, packages: 'external', platform: 'node', format: 'esm', target: `node${process.versions.node}`, logLevel: 'error' });
  } catch {
    throw new BuildFailure('The content check could not be bundled: esbuild printed the file and line above.');
  }
  let routes: string[] | undefined;
  let sendInputs: (inputs: RenderInputs) => void = () => {};
  const inputsSent = new Promise<RenderInputs>((resolve) => (sendInputs = resolve));
  const onMessage = (message: unknown) => {
    const sent = message as { routes?: string[]; renderInputs?: RenderInputs };
    routes = sent.routes ?? routes;
    if (sent.renderInputs) sendInputs(sent.renderInputs);
  };
  writeGitInfo(gitInfoFile, setup.layout.docsDir);
  const childEnv = { ...inheritedEnvironment(), DOCS_BUILD_ID: setup.fingerprint, [GIT_INFO_ENV]: gitInfoFile, NODE_OPTIONS: nodeOptions(env.nodeOptions, ...setup.heap.check) };
  const done = processes.run([checkBundle, '--prebuild', '--outputs', outputsDir], childEnv, onMessage).then((status) => {
    if (status !== 0) throw new BuildFailure('Build stopped by content errors (fix them and run the build again).');
    console.log(`content ok (${Math.round(performance.now() - setup.started)} ms)`);
  });
  return { done, inputs: Promise.race([inputsSent, done.then(() => undefined)]), routes: () => routes };
}

/**
 * Phase 2b: how much to render. Everything with a compile, decided at once, so `next build` compiles beside the check;
 * with the compile reused, what the render inputs say changed.
 */
async function planRendering(setup: Setup, sentInputs: Promise<RenderInputs | undefined>): Promise<RenderPlan> {
  if (setup.compileReason) return { kind: 'full', reason: setup.compileReason };
  const inputs = await sentInputs;
  if (!inputs) return { kind: 'all-pages', reason: 'the content check sent no render inputs' };
  return planRender(setup.record!, inputs, setup.outDir, setup.outIntact);
}

const describePlan = (plan: RenderPlan): string =>
  plan.kind === 'full'
    ? `compiling and rendering every page (${plan.reason})`
    : plan.kind === 'all-pages'
      ? `compile reused (.next holds this code's); rendering every page (${plan.reason})`
      : `compile reused; rendering ${plan.routes.length} changed page${plan.routes.length === 1 ? '' : 's'} over the last output (${plan.reason})`;

/** Phase 2c: `next build` into the temporary folder, rendering what the plan says. Resolves with the routes rendered (all: empty). */
async function render(setup: Setup, plan: RenderPlan, processes: BuildProcesses): Promise<{ status: number; rendered: string[] }> {
  const { tempDir, renderOnlyFile, gitInfoFile } = setup.files;
  // The home page always: Next refuses an export whose catch-all route has no page at all.
  const rendered = plan.kind === 'changed-pages' ? [...new Set(['/', ...plan.routes])] : [];
  if (plan.kind === 'changed-pages') fs.writeFileSync(renderOnlyFile, JSON.stringify(rendered));
  if (plan.kind !== 'full') forgetLastPrerender(path.resolve('.next'));
  const status = await processes.run(['node_modules/next/dist/bin/next', ...nextBuildArgs(plan.kind !== 'full')], {
    ...inheritedEnvironment(),
    DOCS_BUILD_ID: setup.fingerprint,
    DOCS_RENDER_ONLY: plan.kind === 'changed-pages' ? renderOnlyFile : '',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: path.basename(tempDir),
    [GIT_INFO_ENV]: gitInfoFile,
    // Turbopack's allocator (mimalloc) otherwise keeps the compile step's ~450 MB while pages render.
    MIMALLOC_PURGE_DELAY: env.mimallocPurgeDelay ?? '0',
    // Each static worker thread's heap: V8 otherwise lets garbage grow to ~600 MB per worker before collecting.
    NODE_OPTIONS: nodeOptions(env.nodeOptions, `--max-old-space-size=${setup.heap.worker}`),
  });
  return { status, rendered };
}

/** What post-processing leaves: the finished export and what the record and the summary need. */
interface Finished {
  exportDir: string;
  summary: string;
}

/**
 * Phase 3: the export made servable. Only the pages rendered go over the last output; every page is hardened for
 * the CSP; static files and _headers are added; then the export is checked (required pages, every route, the
 * first-load JavaScript budget).
 */
async function postProcess(setup: Setup, plan: RenderPlan, inputs: RenderInputs | undefined, rendered: string[], routes: string[]): Promise<Finished> {
  const { tempDir, retiredOut } = setup.files;
  // Only the pages this build rendered go over the last output (a guard, see forgetLastPrerender).
  if (plan.kind === 'changed-pages') dropPagesNotRendered(tempDir, Object.keys(inputs!.pages), new Set(rendered));
  const options = policyOptions();
  const allowed = new Set(options.inlineScripts.map(scriptHash));
  const hardened = await hardenExport(tempDir, allowed, options.basePath).catch((error: Error) => {
    throw new BuildFailure(`Could not rewrite the exported pages for the Content-Security-Policy: ${error.message}`);
  });
  if (hardened.refused.length) {
    console.error(hardened.refused.join('\n'));
    throw new BuildFailure(`${hardened.refused.length} inline script(s) would be blocked by the CSP: add their body to the inline scripts in scripts/host-config.ts (allowed by hash) or load them from a file.`);
  }
  // Next computes none (next.config.ts aliases its segment data away); were it to again after an upgrade, the files go
  // and the build says why it got slower (e2e/next-contract.test.ts fails too).
  const segments = removeSegmentPrefetchFiles(tempDir);
  if (segments.files) console.warn(`Next wrote ${segments.files} per-segment prefetch files (removed): the alias of './collect-segment-data' in next.config.ts no longer matches Next's import, so every page pays for data the site does not ship. Update the alias (lib/next-contract/no-segment-data.ts).`);
  // The pages rendered again replace theirs in the last output, which becomes this build's.
  let exportDir = tempDir;
  if (plan.kind === 'changed-pages') {
    moveFiles(tempDir, retiredOut);
    fs.rmSync(tempDir, { recursive: true, force: true });
    exportDir = retiredOut;
  }
  // static/ is served from the site root, as Docusaurus serves it: copied into the export (never the other way: the
  // build does not write into the checkout). Files the export already has win.
  if (setup.layout.staticDir) fs.cpSync(setup.layout.staticDir, exportDir, { recursive: true, force: false, errorOnExist: false });
  fs.writeFileSync(path.join(exportDir, '_headers'), renderHeadersFile(options));
  for (const required of ['index.html', '404.html']) if (!fs.existsSync(path.join(exportDir, required))) throw new BuildFailure(`the export has no ${required}.`);
  const missing = routes.filter((route) => route !== '/' && !fs.existsSync(path.join(exportDir, htmlFileOfRoute(route))));
  if (missing.length) throw new BuildFailure(`the export is missing ${missing.length} page(s), e.g. ${missing[0]}.`);
  // The pages just hardened were read there; in an incremental build the others are read here.
  const budget = checkJsBudget(exportDir, { known: hardened.chunkSources });
  console.log(budget.report);
  if (!budget.ok) throw new BuildFailure('First-load JavaScript over budget: see above (budget set in lib/outputs/js-budget.ts).');
  const { htmlFiles, moved, files: movedToFiles, payloadFilesRemoved } = hardened;
  const summary = `${htmlFiles} HTML files into ${path.relative(process.cwd(), setup.outDir) || setup.outDir}/ (framework scripts as boot data in ${moved}${movedToFiles ? `, in a file of their own in ${movedToFiles}` : ''}, payload inside the page in ${payloadFilesRemoved}; CSP headers in _headers)`;
  return { exportDir, summary };
}

/** Phase 4: the finished export becomes out/, and the record says what this build left for the next one. */
function swap(setup: Setup, finished: Finished, inputs: RenderInputs | undefined): void {
  fs.rmSync(setup.outDir, { recursive: true, force: true });
  try {
    fs.renameSync(finished.exportDir, setup.outDir);
  } catch {
    fs.cpSync(finished.exportDir, setup.outDir, { recursive: true });
    fs.rmSync(finished.exportDir, { recursive: true, force: true });
  }
  if (inputs) writeBuildRecord(setup.recordFile, { ...inputs, buildId: setup.fingerprint, outDir: setup.outDir, outStamp: outStamp(setup.outDir) ?? '' });
  else fs.rmSync(setup.recordFile, { force: true });
}

/** The whole build; `removals` collects background deletions, which the build (or its failure) waits for. */
async function build(setup: Setup, processes: BuildProcesses, removals: Promise<void>[]): Promise<string> {
  const { files } = setup;
  removals.push(...setAsideLastOutput(setup));
  const check = startCheck(setup, processes);
  const plan = await planRendering(setup, check.inputs);
  if (plan.kind !== 'changed-pages') removals.push(fs.promises.rm(files.retiredOut, { recursive: true, force: true }));
  console.log(describePlan(plan));
  const [, { status, rendered }] = await Promise.all([check.done, render(setup, plan, processes)]);
  if (status !== 0) throw new BuildFailure(`next build exited with ${status}.`, status);
  const inputs = await check.inputs;
  moveFiles(files.outputsDir, files.tempDir);
  removals.push(...[files.checkBundle, files.outputsDir, files.gitInfoFile, files.renderOnlyFile].map((file) => fs.promises.rm(file, { recursive: true, force: true })));
  const routes = check.routes();
  if (!routes) throw new BuildFailure('the content check passed but sent no route list.');
  const finished = await postProcess(setup, plan, inputs, rendered, routes);
  await Promise.all(removals);
  swap(setup, finished, inputs);
  return `built ${finished.summary} in ${Math.round((performance.now() - setup.started) / 1000)} s`;
}

/** The one way a build ends badly: stop the children, remove every partial output, explain, exit non-zero. */
async function fail(error: unknown, setup: Setup | undefined, processes: BuildProcesses, removals: Promise<void>[]): Promise<never> {
  await processes.stopAll();
  await Promise.allSettled(removals);
  if (setup) {
    const { tempDir, checkBundle, outputsDir, gitInfoFile, renderOnlyFile, retiredOut } = setup.files;
    for (const file of [tempDir, checkBundle, outputsDir, gitInfoFile, renderOnlyFile, retiredOut]) fs.rmSync(file, { recursive: true, force: true });
  }
  // Even a build stopped before it started (a bad setting) leaves no earlier output to pass for this one.
  const outDir = setup?.outDir ?? path.resolve(env.outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  const outName = path.relative(process.cwd(), outDir) || outDir;
  const message = error instanceof BuildFailure ? error.message : `The build stopped on an unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  console.error(`\n${message}\nBuild failed: ${outName}/ was removed so no partial or stale site can be deployed.`);
  process.exit(error instanceof BuildFailure ? error.status : 1);
}

/** Runs the build, and fails it on any error or on Ctrl+C / SIGTERM (a CI timeout). */
async function main(): Promise<void> {
  const processes = new BuildProcesses();
  const removals: Promise<void>[] = [];
  let setup: Setup | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void fail(new BuildFailure(`Interrupted by ${signal}.`, 130), setup, processes, removals));
  try {
    setup = setUp();
    console.log(await build(setup, processes, removals));
  } catch (error) {
    await fail(error, setup, processes, removals);
  }
}

await main();
