import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ParsedBody } from '../markdown/parse';

/** A parse without its tree; the tree (large) is read only by the page that renders it. */
export type CachedParse = Omit<ParsedBody, 'tree'>;

/**
 * Parses of page bodies keyed by their content and the code that parsed them. The content check, the build's
 * workers and the dev server share one on disk, so a body is parsed once per change, whoever gets to it first.
 */
export interface ParseCache {
  read(key: string): CachedParse | undefined;
  /** The page's parsed tree as JSON (plain-markdown pages only). */
  readTree(key: string): string | undefined;
  write(key: string, parsed: ParsedBody): void;
  /** A derived file (the search index) of one content version, built once and then read back. */
  artifact(name: string, build: () => string): string;
}

/** The cache key of a body: what it says plus what parses it. */
export const parseKey = (codeVersion: string, body: string): string => createHash('sha256').update(codeVersion).update('\0').update(body).digest('hex').slice(0, 32);

/** A hash of the files (folders: every file under them but the excluded) whose change invalidates every cached parse. */
export function codeVersion(files: string[], options: { exclude?: RegExp } = {}): string {
  const hash = createHash('sha256');
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const list = fs.statSync(file).isDirectory() ? fs.readdirSync(file, { recursive: true, encoding: 'utf8' }).sort().map((f) => path.join(file, f)) : [file];
    for (const entry of list) {
      if (options.exclude?.test(entry) || !fs.statSync(entry).isFile()) continue;
      // Named relative to what was listed, so a checkout elsewhere (or a CI cache restore) gets the same version.
      hash.update(path.join(path.basename(file), path.relative(file, entry))).update('\0').update(fs.readFileSync(entry));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Writes through a temporary name and renames, so a concurrent reader sees the whole file or none. */
function writeAtomic(file: string, text: string): void {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

const readIfExists = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** The shared cache in a folder (node_modules/.cache/kadena-docs by default; see lib/content-source.ts). */
export function createDiskCache(dir: string): ParseCache {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (key: string, kind: 'parse' | 'tree') => path.join(dir, `${key}.${kind}.json`);
  return {
    read(key) {
      const text = readIfExists(fileOf(key, 'parse'));
      return text === undefined ? undefined : (JSON.parse(text) as CachedParse);
    },
    readTree: (key) => readIfExists(fileOf(key, 'tree')),
    write(key, { tree, ...parsed }) {
      // The tree first: a reader that finds the parse may rely on the tree being there.
      if (tree !== undefined) writeAtomic(fileOf(key, 'tree'), tree);
      writeAtomic(fileOf(key, 'parse'), JSON.stringify(parsed));
    },
    artifact(name, build) {
      const file = path.join(dir, name);
      const cached = readIfExists(file);
      if (cached !== undefined) return cached;
      const text = build();
      writeAtomic(file, text);
      return text;
    },
  };
}

/** A cache in memory only (tests, and any run that must not write to disk). */
export function createMemoryCache(): ParseCache {
  const parses = new Map<string, ParsedBody>();
  const artifacts = new Map<string, string>();
  return {
    read(key) {
      const found = parses.get(key);
      return found && { ...found, tree: undefined };
    },
    readTree: (key) => parses.get(key)?.tree,
    write: (key, parsed) => void parses.set(key, parsed),
    artifact(name, build) {
      if (!artifacts.has(name)) artifacts.set(name, build());
      return artifacts.get(name)!;
    },
  };
}
