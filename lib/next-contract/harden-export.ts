import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BOOT_SCRIPT, bootScriptName, externalizeInlineScripts } from './inline-scripts';
import { chunkSources, exportHtmlFiles, exportPath } from '../outputs/js-budget';

/** What hardening an export did: pages rewritten, inline scripts the policy would block, each page's chunks. */
export interface HardenResult {
  htmlFiles: number;
  /** Pages whose framework scripts became boot data. */
  moved: number;
  /** Pages whose framework scripts had to go to a file of their own (zero with the Next.js this site pins). */
  files: number;
  /** `<route>.txt` files removed because their page carries the same payload. */
  payloadFilesRemoved: number;
  refused: string[];
  /** Each page's script chunks (by its path in the export, posix), for the first-load JavaScript budget. */
  chunkSources: Map<string, string[]>;
}

/** What one share of the pages needs: the export, the script hashes the policy allows, the base path. */
export interface HardenTask {
  dir: string;
  files: string[];
  allowed: string[];
  basePath: string;
}

/** The payload file Next writes beside an exported page for client navigation (`a/b.html` → `a/b.txt`). */
const payloadFileOf = (htmlFile: string): string => htmlFile.replace(/\.html$/, '.txt');

/**
 * Rewrites the given HTML files of an export so their only inline scripts are the allowed ones (framework scripts
 * become boot data read by one shared script, see `externalizeInlineScripts`). A page that now carries its navigation
 * payload loses its `<route>.txt`: client navigation reads the payload from the page
 * (lib/next-contract/payload-prefetch.ts). Stylesheets stay the files Next links.
 */
export function hardenFiles({ dir, files, allowed: allowedList, basePath }: HardenTask): HardenResult {
  const allowed = new Set(allowedList);
  const inlineDir = path.join(dir, '_next/static/inline');
  const bootSrc = `${basePath}/_next/static/${bootScriptName()}`;
  const result: HardenResult = { htmlFiles: files.length, moved: 0, files: 0, payloadFilesRemoved: 0, refused: [], chunkSources: new Map() };
  for (const file of files) {
    const original = fs.readFileSync(file, 'utf8');
    const payloadFile = payloadFileOf(file);
    const navigationPayload = fs.existsSync(payloadFile) ? fs.readFileSync(payloadFile, 'utf8') : undefined;
    const page = externalizeInlineScripts(original, allowed, `${basePath}/_next/static/inline/`, bootSrc, navigationPayload);
    if (page.navigable) {
      fs.unlinkSync(payloadFile);
      result.payloadFilesRemoved++;
    }
    for (const body of page.disallowed) result.refused.push(`${path.relative(dir, file)}  inline script not allowed by the Content-Security-Policy: ${body}`);
    if (page.file) {
      fs.mkdirSync(inlineDir, { recursive: true });
      fs.writeFileSync(path.join(inlineDir, page.file.name), page.file.body);
      result.files++;
    }
    if (page.html !== original) {
      result.moved++;
      fs.writeFileSync(file, page.html);
    }
    result.chunkSources.set(exportPath(dir, file), chunkSources(page.html));
  }
  return result;
}

/** The results of shares of one export, as one. */
export function mergeResults(parts: HardenResult[]): HardenResult {
  const sum = (key: 'htmlFiles' | 'moved' | 'files' | 'payloadFilesRemoved') => parts.reduce((n, p) => n + p[key], 0);
  return {
    htmlFiles: sum('htmlFiles'),
    moved: sum('moved'),
    files: sum('files'),
    payloadFilesRemoved: sum('payloadFilesRemoved'),
    refused: parts.flatMap((p) => p.refused).sort(),
    chunkSources: new Map(parts.flatMap((p) => [...p.chunkSources])),
  };
}

/** Below this many pages a thread's start-up (loading these modules) costs more than it saves. */
const PAGES_PER_THREAD = 200;

/** The worker's module, found from the project root as the build's other files are (this file is ESM under tsx). */
const WORKER_URL = pathToFileURL(path.resolve('lib/next-contract/harden-worker.ts')).href;
/** A thread's first lines: TypeScript through tsx (a worker ignores `--import` in execArgv), then the worker module. */
const WORKER_BOOTSTRAP = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}); })`;

/** Runs one share in a worker thread (harden-worker.ts). */
function hardenInThread(task: HardenTask): Promise<HardenResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: task });
    let result: HardenResult | undefined;
    worker.once('message', (message: HardenResult) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`the hardening thread stopped with exit code ${code} before it finished`))));
  });
}

/**
 * Hardens every HTML file of an export (see hardenFiles) and writes the boot script to _next/static/ once. The pages
 * are shared between `threads` worker threads (default: one a core; one when there are few pages): after `next build`
 * the machine's other cores are idle, and at 5,000 pages this step took 9 s on one.
 */
export async function hardenExport(dir: string, allowed: Set<string>, basePath = '', threads = os.availableParallelism()): Promise<HardenResult> {
  fs.writeFileSync(path.join(dir, '_next/static', bootScriptName()), BOOT_SCRIPT);
  const files = exportHtmlFiles(dir).sort();
  const shares = Math.max(1, Math.min(threads, Math.floor(files.length / PAGES_PER_THREAD)));
  const task = (share: number): HardenTask => ({ dir, files: files.filter((_, i) => i % shares === share), allowed: [...allowed], basePath });
  if (shares === 1) return hardenFiles(task(0));
  return mergeResults(await Promise.all(Array.from({ length: shares }, (_, share) => hardenInThread(task(share)))));
}
