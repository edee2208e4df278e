import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BOOT_DATA_OPEN, PAYLOAD_OPEN } from '../lib/next-contract/page-payload';

/** Wall time and peak resident memory of a command and all its descendants. */
export interface RunFigures {
  seconds: number;
  peakMb: number;
}

const PAGE_KB = 4;

/** pid, parent pid and resident KB of every process, from /proc (no `ps` spawned 5 times a second to steal CPU). */
function processRows(): [number, number, number][] {
  const rows: [number, number, number][] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the parenthesised command: state ppid ... rss is field 24 overall.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      rows.push([Number(name), Number(fields[1]), Number(fields[21]) * PAGE_KB]);
    } catch {
      /* the process ended while being read */
    }
  }
  return rows;
}

/** Sum of RSS (KB) of a process and every descendant, from one pass over /proc. */
function treeRssKb(rootPid: number): number {
  const rows = processRows();
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const rss = new Map(rows.map(([pid, , kb]) => [pid, kb]));
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a command, sampling the memory of its process tree every 200 ms. */
export function runMeasured(command: string, args: string[], env: Record<string, string> = {}): Promise<RunFigures> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let peak = 0;
    const timer = setInterval(() => {
      try {
        peak = Math.max(peak, treeRssKb(child.pid!));
      } catch {
        /* process ended between samples */
      }
    }, 200);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output.slice(-3000)}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak / 1024 });
    });
  });
}

/** Every file under a folder with a given extension. */
export function filesUnder(dir: string, extension: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith(extension)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Raw and gzip size of some bytes. */
export const sizes = (data: Buffer | string) => ({ raw: Buffer.byteLength(data), gzip: zlib.gzipSync(data, { level: 9 }).length });

/** A page's own React Server Components payload in a file of its own (only when the build could not make it boot data). */
const PAGE_DATA = /\/_next\/static\/inline\//;
/** The page's boot data block and its payload block (lib/next-contract/page-payload.ts): the page's own data, in its HTML. */
const DATA_BLOCKS = new RegExp(`(?:${[BOOT_DATA_OPEN, PAYLOAD_OPEN].map((tag) => tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[\\s\\S]*?</script>`, 'g');

/**
 * The JavaScript and CSS a page's HTML references, with their total raw and gzip sizes. The page's own RSC
 * payload (its data blocks, or the file they went to) is page data, counted apart.
 */
export function pageAssets(outDir: string, htmlFile: string): { js: { raw: number; gzip: number; files: number }; pageData: { raw: number; gzip: number }; css: { raw: number; gzip: number } } {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const base = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/$/, '');
  const local = (src: string) => path.join(outDir, decodeURI(src.replace(base, '').split('?')[0]!));
  const allScripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!))];
  const scripts = allScripts.filter((s) => !PAGE_DATA.test(s));
  const styles = [...new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!))];
  const total = (files: string[]) => files.map((f) => sizes(fs.readFileSync(local(f)))).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const inPage = sizes([...html.matchAll(DATA_BLOCKS)].map((m) => m[0]).join(''));
  const files = total(allScripts.filter((s) => PAGE_DATA.test(s)));
  const pageData = { raw: files.raw + inPage.raw, gzip: files.gzip + inPage.gzip };
  return { js: { ...total(scripts), files: scripts.length }, pageData, css: total(styles) };
}

/** Median of numbers. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Kilobytes with one decimal. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Builds a bare App Router site (one layout, one page with a heading and a paragraph) in bench/.bare and returns its
 * out/ folder: the framework's floor for JavaScript weight and for Lighthouse. Turbopack needs it inside the project.
 */
export function buildBareAppRouter(root: string): string {
  const dir = path.join(root, 'bench/.bare');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export' };\n");
  fs.writeFileSync(
    path.join(dir, 'app/layout.js'),
    'export const metadata = { title: "Bare", description: "A bare App Router page" };\nexport default function L({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  fs.writeFileSync(path.join(dir, 'app/page.js'), 'export default function P() { return <main><h1>Bare</h1><p>One paragraph of text, the largest element of the page.</p></main>; }\n');
  execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build', dir], { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return path.join(dir, 'out');
}

/** What a static host receives: bytes and files of an output folder, and files per HTML page. */
export function outputFigures(outDir: string): { mb: number; files: number; pages: number; filesPerPage: number } {
  let bytes = 0;
  let files = 0;
  let pages = 0;
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) pages++;
  }
  return { mb: bytes / 1024 / 1024, files, pages, filesPerPage: files / pages };
}
