import fs from 'node:fs';
import path from 'node:path';

/**
 * Next's generate mode: render and export with the compile already in `.next`, skipping Turbopack (an incremental
 * build, lib/build/incremental.ts). Both the flag and what the mode does with the prerender manifest are
 * undocumented (CONTRACT.md, "Generate mode").
 */

/** `next build`'s arguments: a compile, or only the render with the compile in `.next`. */
export const nextBuildArgs = (reuseCompile: boolean): string[] => ['build', ...(reuseCompile ? ['--experimental-build-mode=generate'] : [])];

/**
 * Before a generate run: Next reads the prerender manifest before it writes this run's and, through require's
 * cache, exports the previous run's routes (new pages missing, old ones copied). Without the file, as after a
 * compile, it exports this run's.
 */
export function forgetLastPrerender(nextDir: string): void {
  fs.rmSync(path.join(nextDir, 'prerender-manifest.json'), { force: true });
}

/** The page and payload file of a docs route in an export. */
export const pageFiles = (route: string): string[] => (route === '/' ? ['index.html', 'index.txt'] : [`${route.slice(1)}.html`, `${route.slice(1)}.txt`]);

/**
 * Removes from a partial export any docs page it was not asked to render: an older render that Next copies from
 * `.next` when it finds the previous run's prerender manifest (forgetLastPrerender removes that file first, so this
 * only guards against that coming back). Returns how many pages went.
 */
export function dropPagesNotRendered(rendered: string, routes: string[], renderedRoutes: Set<string>): number {
  let dropped = 0;
  for (const route of routes) {
    if (renderedRoutes.has(route)) continue;
    for (const file of pageFiles(decodeURI(route))) {
      const full = path.join(rendered, file);
      if (fs.existsSync(full)) dropped += file.endsWith('.html') ? 1 : 0;
      fs.rmSync(full, { force: true });
    }
  }
  return dropped;
}
