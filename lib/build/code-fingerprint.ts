import fs from 'node:fs';
import path from 'node:path';
import { inheritedEnvironment } from '../env';
import { filesUnder, hashFiles } from './folder-hash';

/** What Next compiles, besides node_modules (pinned by the lock file): a change to any of it needs a new compile. */
export const COMPILED_INPUTS = ['app', 'components', 'lib', 'public', 'next.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Tests and their fixtures are never compiled into the site: editing them keeps the compile. */
const NOT_COMPILED = /\.test\.tsx?$|(^|[\\/])__fixtures__([\\/]|$)/;

/**
 * Variables that name a build's own temporary files or output folder, are set from this fingerprint, choose how much
 * to rebuild, or size and tune the build's processes: they may differ between two builds of the same code and change
 * nothing Next compiles (lib/env.ts reads them beside the site's own settings).
 */
const PER_BUILD_VARIABLES = new Set(['DOCS_GIT_INFO', 'NEXT_DIST_DIR', 'DOCS_RENDER_ONLY', 'DOCS_BUILD_ID', 'DOCS_FULL_BUILD', 'OUT_DIR', 'DOCS_BUILD_HEAP_MB', 'DOCS_CHECK_HEAP_MB', 'NODE_OPTIONS', 'MIMALLOC_PURGE_DELAY', 'NEXT_BUILD_CACHE']);

const VARIABLE = /process\.env\.([A-Z][A-Z0-9_]*)/g;

/**
 * A hash of everything one compile of the site depends on: the compiled files and the environment variables that
 * code reads (found in the code itself, so a variable added later counts without a list to keep), with every
 * NEXT_PUBLIC_ variable, which Next inlines into browser code. The build uses it as Next's build id, so `.next`
 * says which code it holds, and a later build of the same code can skip the compile.
 */
export function codeFingerprint(cwd: string, environment: Record<string, string | undefined> = inheritedEnvironment()): string {
  const variables = new Set(Object.keys(environment).filter((name) => name.startsWith('NEXT_PUBLIC_')));
  const files = COMPILED_INPUTS.flatMap((input) => {
    const full = path.join(cwd, input);
    if (!fs.existsSync(full)) return [];
    return fs.statSync(full).isDirectory() ? filesUnder(full).map((file) => path.join(input, file)) : [input];
  }).filter((file) => !NOT_COMPILED.test(file));
  const hash = hashFiles(cwd, files, 'content', (file, bytes) => {
    if (/\.[cm]?[jt]sx?$/.test(file)) for (const match of bytes.toString('utf8').matchAll(VARIABLE)) variables.add(match[1]!);
  });
  for (const name of [...variables].sort()) if (!PER_BUILD_VARIABLES.has(name)) hash.update(`${name}=${environment[name] ?? ''}\0`);
  return hash.digest('hex').slice(0, 20);
}
