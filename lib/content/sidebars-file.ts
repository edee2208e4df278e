import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { displayPath } from './read-files';
import type { ContentIssue } from './types';

/**
 * Runs in a child Node process: imports the sidebars file with jiti (the loader Docusaurus itself uses for it, so
 * TypeScript, ESM and CommonJS files, their imports and type-only imports behave as under Docusaurus) and prints
 * its default export as JSON. A child keeps the file's code out of the build's and dev server's process (its side
 * effects, its module cache: a saved edit is read fresh) and lets the store stay synchronous.
 */
const LOADER = `
import { createJiti } from 'jiti';
const file = process.argv[1];
try {
  const jiti = createJiti(file, { moduleCache: false, fsCache: false, interopDefault: true });
  const value = await jiti.import(file, { default: true });
  process.stdout.write(JSON.stringify({ value }));
} catch (error) {
  const text = String(error && error.stack || error);
  const at = text.split(file + ':')[1];
  const line = at ? Number.parseInt(at, 10) : undefined;
  process.stdout.write(JSON.stringify({ error: String(error && error.message || error).split('\\n')[0], line }));
}
`;

/** What loading a sidebars file gives: its exported object (not yet validated) or a problem naming the file. */
export interface LoadedSidebarsFile {
  value?: unknown;
  issues: ContentIssue[];
}

const memo = new Map<string, { stamp: string; result: LoadedSidebarsFile }>();

/** Loads a sidebars.{js,mjs,cjs,ts} file (memoised while it is unchanged); `cwd` is the project, where jiti is installed. */
export function loadSidebarsFile(file: string, cwd: string): LoadedSidebarsFile {
  const stat = fs.statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const known = memo.get(file);
  if (known?.stamp === stamp) return known.result;
  const shown = displayPath(file, cwd);
  let result: LoadedSidebarsFile;
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', LOADER, file], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000, stdio: ['ignore', 'pipe', 'pipe'] });
    const parsed = JSON.parse(out) as { value?: unknown; error?: string; line?: number };
    result = parsed.error !== undefined
      ? { issues: [{ severity: 'error', code: 'sidebar', file: shown, line: parsed.line, message: `sidebars file could not be loaded: ${parsed.error} (it must export its sidebars object as default or module.exports)` }] }
      : { value: parsed.value, issues: [] };
  } catch (error) {
    const reason = (error as { stderr?: string }).stderr?.trim().split('\n').find((l) => /Error|error/.test(l)) ?? (error as Error).message.split('\n')[0];
    result = { issues: [{ severity: 'error', code: 'sidebar', file: shown, message: `sidebars file could not be loaded: ${reason}` }] };
  }
  memo.set(file, { stamp, result });
  return result;
}
