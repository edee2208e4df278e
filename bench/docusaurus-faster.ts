/**
 * This build against Docusaurus Faster (`@docusaurus/faster`: Rspack, SWC, Lightning CSS) on the same Docusaurus
 * checkout, in turn (ours, 3.7, latest, ours, 3.7, latest ...), cold and warm, RUNS times each (default 3).
 *
 *   npx tsx bench/docusaurus-faster.ts PATH [--runs=3] [--versions=3.7.0,latest] [--page=docs/x.md]
 *
 * - Each Docusaurus version is installed from npm into its own temporary folder: a copy of the checkout with every
 *   `@docusaurus/*` dependency pinned to that version and `@docusaurus/faster` added. Nothing is installed here or in
 *   the checkout, and nothing is committed. `latest` is the newest 3.x on npm.
 * - Faster mode is one flag (`future.experimental_faster`; `future.faster` from 3.10): a wrapper config beside the checkout's own loads it and sets
 *   the flag, so the checkout's config is used unchanged.
 * - Our build reads its own copy of the checkout (CONTENT_DIR), so the edit of a warm run never touches the original.
 * - Cold: output and every cache removed first (ours: .next and node_modules/.cache/kadena-docs; Docusaurus: build,
 *   .docusaurus and node_modules/.cache), then `sync`, untimed. Warm: caches kept from the run before, one page edited
 *   (a paragraph appended), as a preview deployment with a CI cache or an author's machine would build.
 * - Figures: wall seconds, CPU seconds (user + system of the build and its children) and peak memory of the process tree.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PARSE_CACHE_DIR } from '../lib/content-source';
import { filesUnder, median, outputFigures, runMeasured } from './measure';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const checkout = args.find((a) => !a.startsWith('--'));
if (!checkout || !fs.existsSync(path.join(checkout, 'docs'))) {
  console.error('usage: npx tsx bench/docusaurus-faster.ts PATH [--runs=3] [--versions=3.7.0,latest] [--page=docs/x.md]   (PATH: a Docusaurus site root)');
  process.exit(2);
}
const runs = Number(option('runs') ?? 3);
const root = process.cwd();
const work = path.join(os.tmpdir(), 'docusaurus-faster-bench');
fs.mkdirSync(work, { recursive: true });

/** The newest 3.x of @docusaurus/core on npm. */
function latest3(): string {
  const versions = JSON.parse(execFileSync('npm', ['view', '@docusaurus/core@3', 'version', '--json'], { encoding: 'utf8' })) as string | string[];
  return [versions].flat().filter((v) => /^3\.\d+\.\d+$/.test(v)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1)!;
}
const versions = (option('versions') ?? '3.7.0,latest').split(',').map((v) => (v === 'latest' ? latest3() : v));

const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git']);
function copyCheckout(to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(checkout!, to, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) });
}

/** A copy of the checkout with Docusaurus `version` and @docusaurus/faster installed, and the wrapper config. */
function installDocusaurus(version: string): string {
  const dir = path.join(work, `docusaurus-${version}`);
  const stamp = path.join(dir, '.bench-installed');
  if (fs.existsSync(stamp)) return dir;
  console.log(`installing Docusaurus ${version} with @docusaurus/faster into ${dir}`);
  copyCheckout(dir);
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as Record<string, Record<string, string> | undefined>;
  for (const field of ['dependencies', 'devDependencies'])
    for (const name of Object.keys(pkg[field] ?? {})) if (name.startsWith('@docusaurus/')) pkg[field]![name] = version;
  pkg.dependencies = { ...pkg.dependencies, '@docusaurus/faster': version };
  fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  fs.rmSync(path.join(dir, 'package-lock.json'), { force: true });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  fs.writeFileSync(stamp, version);
  return dir;
}

/**
 * The wrapper config: the checkout's own config with Faster switched on. The flag is `future.experimental_faster`
 * up to 3.9 and `future.faster` from 3.10, which refuses the old name and needs the v4 flags for its worker threads
 * (`future: { v4: true, faster: true }`, as its docs recommend).
 */
function writeFasterConfig(dir: string, version: string): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const flags = major > 3 || (major === 3 && minor >= 10) ? 'v4: true, faster: true' : 'experimental_faster: true';
  const config = ['docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.js'].find((f) => fs.existsSync(path.join(dir, f)))!;
  fs.writeFileSync(
    path.join(dir, 'docusaurus.faster.config.ts'),
    `import base from './${config.replace(/\.(ts|mjs|js)$/, '')}';\n` +
      'export default async function config() {\n  const loaded = typeof base === "function" ? await base() : await base;\n' +
      `  return { ...loaded, future: { ...loaded.future, ${flags} } };\n}\n`,
  );
}

/** The page a warm run edits: --page, else the first markdown file of docs/ in path order. */
function pageToEdit(dir: string): string {
  const chosen = option('page');
  if (chosen) return path.join(dir, chosen);
  return filesUnder(path.join(dir, 'docs'), '.md').sort()[0]!;
}

/** CPU seconds of every child this process has waited for (user + system), from /proc/self/stat. */
function childCpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime, cstime in clock ticks (USER_HZ 100)
}

interface Contender {
  label: string;
  dir: string;
  clean: () => void;
  command: [string, string[], Record<string, string>];
  cwd: string;
  /** Where the build writes the site. */
  out: string;
}

const oursDir = path.join(work, 'ours-checkout');
copyCheckout(oursDir);
const oursOut = path.join(work, 'ours-out');
const contenders: Contender[] = [
  {
    label: 'ours',
    dir: oursDir,
    cwd: root,
    out: oursOut,
    clean: () => {
      for (const d of [path.join(root, '.next'), path.join(root, path.dirname(PARSE_CACHE_DIR)), oursOut]) fs.rmSync(d, { recursive: true, force: true });
    },
    command: [process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { CONTENT_DIR: oursDir, OUT_DIR: oursOut, NEXT_TELEMETRY_DISABLED: '1' }],
  },
  ...versions.map((version): Contender => {
    const dir = installDocusaurus(version);
    writeFasterConfig(dir, version);
    return {
      label: `Docusaurus ${version} Faster`,
      dir,
      cwd: dir,
      out: path.join(dir, 'build'),
      clean: () => {
        for (const d of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(dir, d), { recursive: true, force: true });
      },
      command: [process.execPath, [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--config', 'docusaurus.faster.config.ts'], { DOCUSAURUS_TELEMETRY_DISABLED: '1' }],
    };
  }),
];

interface Sample {
  wall: number;
  cpu: number;
  peakMb: number;
}
const samples = new Map<string, Sample[]>();
/** Contenders that cannot build the checkout, with the first error line they printed: left out of later runs. */
const failed = new Map<string, string>();

async function timed(c: Contender, kind: 'cold' | 'warm', run: number): Promise<void> {
  if (failed.has(c.label)) return;
  if (kind === 'cold') c.clean();
  else fs.appendFileSync(pageToEdit(c.dir), `\n\nEdited for warm run ${run} at ${new Date().toISOString()}.\n`);
  execFileSync('sync');
  const [command, commandArgs, env] = c.command;
  const cpuBefore = childCpuSeconds();
  const previous = process.cwd();
  process.chdir(c.cwd);
  try {
    const figures = await runMeasured(command, commandArgs, env);
    const sample = { wall: figures.seconds, cpu: childCpuSeconds() - cpuBefore, peakMb: figures.peakMb };
    samples.set(`${c.label} ${kind}`, [...(samples.get(`${c.label} ${kind}`) ?? []), sample]);
    console.log(`  ${c.label} ${kind} run ${run}: ${sample.wall.toFixed(1)} s wall, ${sample.cpu.toFixed(1)} s CPU, peak ${sample.peakMb.toFixed(0)} MB`);
  } catch (error) {
    const text = String(error);
    const lines = text.split('\n').filter((l) => /\[ERROR\]|\[cause\]|^\s+- /.test(l));
    failed.set(c.label, lines.slice(0, 8).join('\n') || text.slice(0, 500));
    console.log(`  ${c.label} ${kind} run ${run}: the build failed, left out of the remaining runs:\n${failed.get(c.label)}`);
  } finally {
    process.chdir(previous);
  }
}

console.log(`checkout ${path.resolve(checkout)}; ${runs} runs each, in turn; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (let run = 1; run <= runs; run++)
  for (const c of contenders) {
    await timed(c, 'cold', run);
    await timed(c, 'warm', run);
  }

console.log(`\nMedians of ${runs} (load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}):`);
console.log('| Build | Cold wall | Cold CPU | Cold peak | Warm wall (one page edited) | Warm CPU | Warm peak | Output | Files | Files a page |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const c of contenders.filter((x) => !failed.has(x.label))) {
  const m = (kind: string, key: keyof Sample) => median((samples.get(`${c.label} ${kind}`) ?? []).map((s) => s[key]));
  const o = outputFigures(c.out);
  console.log(
    `| ${c.label} | ${m('cold', 'wall').toFixed(1)} s | ${m('cold', 'cpu').toFixed(1)} s | ${m('cold', 'peakMb').toFixed(0)} MB | ${m('warm', 'wall').toFixed(1)} s | ${m('warm', 'cpu').toFixed(1)} s | ${m('warm', 'peakMb').toFixed(0)} MB | ${o.mb.toFixed(1)} MB | ${o.files} | ${o.filesPerPage.toFixed(2)} |`,
  );
}
for (const [label, why] of failed) console.log(`\n${label} could not build this checkout unmodified:\n${why}`);
