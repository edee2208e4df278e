import fs from 'node:fs';
import path from 'node:path';

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

/** Where a build keeps its temporary files: the project, the output folder and the build's cache. */
export interface BuildPlaces {
  cwd: string;
  outDir: string;
  cacheDir: string;
}

/**
 * What builds that were killed (out of memory, Ctrl+C, a CI timeout) left behind, each name ending in the dead
 * build's process id: the temporary export (`out.tmp-<pid>` in the project), the retired output (`<out>.tmp-old-<pid>`
 * beside the output folder), and the check bundle, outputs and git dates in the cache (`check-<pid>.mjs`,
 * `outputs-<pid>`, `git-<pid>.json`). Files of running processes, the current build's among them, are left alone.
 */
export function buildLeftovers({ cwd, outDir, cacheDir }: BuildPlaces): string[] {
  const places: [string, RegExp][] = [
    [cwd, /^out\.tmp-(\d+)$/],
    [path.dirname(path.resolve(outDir)), new RegExp(`^${escape(path.basename(path.resolve(outDir)))}\\.tmp-old-(\\d+)$`)],
    [cacheDir, /^(?:check-(\d+)\.mjs|outputs-(\d+)|git-(\d+)\.json)$/],
  ];
  const found = new Set<string>();
  for (const [folder, pattern] of places) {
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      const match = pattern.exec(name);
      const pid = Number(match?.slice(1).find(Boolean));
      if (pid && !isRunning(pid)) found.add(path.join(path.resolve(folder), name));
    }
  }
  return [...found];
}
