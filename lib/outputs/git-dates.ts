/**
 * "Last updated" dates from git: one `git log` over the whole content folder gives, for every file, the date of the
 * last commit that touched it (not one git call per page). Where git cannot tell (no git, a file never committed,
 * or a shallow clone whose cut-off commit stands in for all older history), the file has no date and callers fall
 * back to the file's own time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';

/** What git knows about a content folder. */
export interface GitInfo {
  /** Path of the content folder inside its repository ("" at the root, "docs/content"...), posix; null without git. */
  prefix: string | null;
  /** ISO date of the last commit per file, keyed by path relative to the content folder. */
  dates: Map<string, string>;
}

const git = (cwd: string, args: string[]): string | null => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 2 ** 20 });
  } catch {
    return null;
  }
};

/**
 * Parses `git log --format=%x00%cI%x00%P --name-only` output (newest first): the first date seen for a file wins.
 * In a shallow clone the cut-off commit shows no parents and would claim every older file, so its files get none.
 */
export function parseGitLog(output: string, prefix: string, shallow: boolean): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of output.split('\u0001').slice(1)) {
    const [date = '', parents = '', ...rest] = record.split('\u0000');
    const files = rest.join('\u0000').split('\n').map((l) => l.trim()).filter(Boolean);
    const cutOff = shallow && !parents.trim();
    for (const file of files) {
      if (!file.startsWith(prefix)) continue;
      const key = file.slice(prefix.length);
      if (!dates.has(key)) dates.set(key, cutOff ? '' : date.trim());
    }
  }
  for (const [key, value] of dates) if (!value) dates.delete(key);
  return dates;
}

/** Reads git's view of a content folder: two short git calls in all, whatever the number of pages. */
export function readGitInfo(contentRoot: string): GitInfo {
  if (!fs.existsSync(contentRoot)) return { prefix: null, dates: new Map() };
  const head = git(contentRoot, ['rev-parse', '--show-prefix', '--is-shallow-repository']);
  if (head === null) return { prefix: null, dates: new Map() };
  const [prefix = '', shallow = 'false'] = head.split('\n');
  const log = git(contentRoot, ['-c', 'core.quotePath=false', 'log', '--no-renames', '--format=%x01%cI%x00%P%x00', '--name-only', '--', '.']);
  return { prefix: prefix.replace(/\/$/, ''), dates: log ? parseGitLog(log, prefix, shallow.trim() === 'true') : new Map() };
}

let cached: { root: string; info: GitInfo } | undefined;

/** Git info for a content folder, once per process; a build passes the check's result to its workers (see file). */
export function gitInfo(contentRoot: string): GitInfo {
  if (cached?.root === contentRoot) return cached.info;
  const file = env.gitInfoFile;
  let info: GitInfo | undefined;
  if (file && fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { root: string; prefix: string | null; dates: [string, string][] };
    if (saved.root === contentRoot) info = { prefix: saved.prefix, dates: new Map(saved.dates) };
  }
  info ??= readGitInfo(contentRoot);
  cached = { root: contentRoot, info };
  return info;
}

/** Environment variable naming a file with the git info the build computed once for all its processes. */
export const GIT_INFO_ENV = 'DOCS_GIT_INFO';

/** Writes git info for the build's workers (see gitInfo). */
export function writeGitInfo(file: string, contentRoot: string): GitInfo {
  const info = readGitInfo(contentRoot);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ root: contentRoot, prefix: info.prefix, dates: [...info.dates] }));
  return info;
}
