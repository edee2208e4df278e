/**
 * Incremental builds. A build whose code matches the compile left in `.next` skips the compile and renders with
 * Next's generate mode; when, besides, no page's shape changed (front matter, routes, sidebars, tags) and the last
 * build's output is still where it left it, only the pages whose own inputs changed are rendered, over that output.
 * Which pages those are comes from lib/build/render-inputs.ts; what a build left is recorded in a small file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder, hashFiles } from './folder-hash';
import type { RenderInputs } from './render-inputs';


/** What a successful build leaves for the next one to compare against. */
export interface BuildRecord extends RenderInputs {
  /** Next's build id: the code fingerprint of the compile in `.next` (lib/build/code-fingerprint.ts). */
  buildId: string;
  /** The output folder and a stamp of its files (see outStamp), to know it is still this build's. */
  outDir: string;
  outStamp: string;
}

/** How a build renders. */
export type RenderPlan =
  | { kind: 'full'; reason: string }
  | { kind: 'all-pages'; reason: string }
  | { kind: 'changed-pages'; routes: string[]; reason: string };

/**
 * Identity of an output folder as the build left it: a hash of every file's path, size and time (in whole seconds,
 * which a CI cache restored by tar keeps), so an output that was changed or replaced is not taken for the last
 * build's. Undefined when the folder holds no site.
 */
export function outStamp(outDir: string): string | undefined {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return undefined;
  return hashFiles(outDir, filesUnder(outDir), 'stat').digest('hex').slice(0, 20);
}

/** Reads the record of the last build; undefined when there is none or it cannot be read. */
export function readBuildRecord(file: string): BuildRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}

/** Writes the record through a temporary name, so a killed build leaves the old one or the new one. */
export function writeBuildRecord(file: string, record: BuildRecord): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(record));
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * Why the compile in `.next` cannot be reused, or undefined when it can: it was made from this code (Next's
 * BUILD_ID is the fingerprint) by a build that finished (the record says so).
 */
export function whyCompile(record: BuildRecord | undefined, fingerprint: string, nextDir: string, fullBuild = false): string | undefined {
  if (fullBuild) return 'DOCS_FULL_BUILD=1 asks for a full build';
  let built: string | undefined;
  try {
    built = fs.readFileSync(path.join(nextDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'no earlier compile in .next';
  }
  if (built !== fingerprint) return 'the code or its environment changed since the last compile';
  if (record?.buildId !== fingerprint) return 'the last build of this code did not finish';
  return undefined;
}

/** Renders what changed: every page unless the last output is intact and every page's shape is as it was. */
export function planRender(record: BuildRecord, current: RenderInputs, outDir: string, outIntact: boolean): RenderPlan {
  if (!outIntact || record.outDir !== outDir) return { kind: 'all-pages', reason: `${path.basename(outDir)}/ is not the last build's output` };
  if (record.shape !== current.shape) return { kind: 'all-pages', reason: 'front matter, routes, sidebars, tags or static files changed' };
  const routes = Object.keys(current.pages).filter((route) => record.pages[route] !== current.pages[route]);
  return { kind: 'changed-pages', routes, reason: `${routes.length} of ${Object.keys(current.pages).length} pages changed` };
}

/** Moves every file under `from` to the same place under `into`, replacing what is there (copied only across devices). */
export function moveFiles(from: string, into: string): void {
  for (const file of filesUnder(from)) {
    const [source, target] = [path.join(from, file), path.join(into, file)];
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.renameSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      fs.copyFileSync(source, target);
    }
  }
}
