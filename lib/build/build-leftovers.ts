import fs from 'node:fs';
import path from 'node:path';

/** Where a build keeps its temporary files: the project, the output folder and the build's cache. */
export interface BuildPlaces {
  cwd: string;
  outDir: string;
  cacheDir: string;
}

/** The temporary files of the build with this process id (or, given a pattern, of any build). */
function namesFor({ cwd, outDir, cacheDir }: BuildPlaces, pid: string) {
  return {
    /** The export being built (Next's distDir, so inside the project; the name matches .gitignore and the lint ignores). */
    tempDir: path.join(path.resolve(cwd), `out.tmp-${pid}`),
    /** The previous output, renamed away at the start. */
    retiredOut: `${path.resolve(outDir)}.tmp-old-${pid}`,
    /** The content check, bundled. */
    checkBundle: path.join(path.resolve(cacheDir), `check-${pid}.mjs`),
    /** Files the check writes beside the HTML (markdown twins, llms.txt, sitemap, social cards...). */
    outputsDir: path.join(path.resolve(cacheDir), `outputs-${pid}`),
    /** Git's dates, read once for the check and every worker. */
    gitInfoFile: path.join(path.resolve(cacheDir), `git-${pid}.json`),
    /** The routes an incremental build renders (lib/next-contract/render-only.ts). */
    renderOnlyFile: path.join(path.resolve(cacheDir), `render-only-${pid}.json`),
  };
}

/** The temporary files of this build, each named with its process id so that a later build can tell whose they are. */
export const buildFiles = (places: BuildPlaces, pid = process.pid) => namesFor(places, String(pid));

/** Whether a process with this id is running (a build in progress owns its files). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PID = '\u0000';

/**
 * What builds that were killed (out of memory, Ctrl+C, a CI timeout) left behind: the files buildFiles names, for
 * process ids no longer running. Files of running processes, the current build's among them, are left alone.
 */
export function buildLeftovers(places: BuildPlaces): string[] {
  const found: string[] = [];
  for (const template of Object.values(namesFor(places, PID))) {
    const folder = path.dirname(template);
    const pattern = new RegExp(`^${escape(path.basename(template)).replace(PID, '(\\d+)')}$`);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      const pid = Number(pattern.exec(name)?.[1]);
      if (pid && !isRunning(pid)) found.push(path.join(folder, name));
    }
  }
  return found;
}
