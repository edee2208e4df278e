import fs from 'node:fs';
import path from 'node:path';
import { inheritedEnvironment } from '../env';
import { filesUnder, hashFiles } from './folder-hash';

/** What Next compiles, besides node_modules (pinned by the lock file): a change to any of it needs a new compile. */
export const COMPILED_INPUTS = ['app', 'components', 'lib', 'public', 'next.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Tests and their fixtures are never compiled into the site: editing them keeps the compile. */
const NOT_COMPILED = /\.test\.tsx?$|(^|[\\/])__fixtures__([\\/]|$)/;

const VARIABLE = /process\.env\.([A-Z][A-Z0-9_]*)/g;

/**
 * A hash of everything one compile of the site depends on: the compiled files and the environment variables that
 * code reads literally (found in the code itself, so a variable added later counts without a list to keep; lib/env.ts
 * reads the per-build ones, which change nothing compiled, by name through `perBuild`), with every
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
  for (const name of [...variables].sort()) hash.update(`${name}=${environment[name] ?? ''}\0`);
  return hash.digest('hex').slice(0, 20);
}
