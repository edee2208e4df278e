import fs from 'node:fs';
import path from 'node:path';
import type { CategoryMeta, ContentIssue } from './types';

/** Largest markdown file we accept; bigger pages are almost always a mistake (a pasted log or dump). */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** A markdown file read from disk. */
export interface SourceFile {
  /** Path relative to the content folder, posix separators. */
  file: string;
  /** Path to show in messages, relative to the working directory. */
  display: string;
  text: string;
}

/** Everything read from a content folder. */
export interface ContentFiles {
  files: SourceFile[];
  categories: Map<string, CategoryMeta>;
  issues: ContentIssue[];
}

const decoder = new TextDecoder('utf-8', { fatal: true });
const isHidden = (name: string) => name.startsWith('.') || (name.startsWith('_') && name !== '_category_.json');

/** Line of the first byte that is not valid UTF-8 (the lossy decode marks it with U+FFFD). */
function firstInvalidLine(bytes: Buffer): number {
  const lossy = bytes.toString('utf8');
  const index = lossy.indexOf('\uFFFD');
  return lossy.slice(0, Math.max(0, index)).split('\n').length;
}

/** Walks the content folder: markdown files and _category_.json, refusing binaries, bad encodings and loops. */
export function readContentFiles(root: string, cwd = process.cwd()): ContentFiles {
  const files: SourceFile[] = [];
  const categories = new Map<string, CategoryMeta>();
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  const display = (abs: string) => path.relative(cwd, abs).split(path.sep).join('/') || abs;
  const realRoot = fs.existsSync(root) ? fs.realpathSync(root) : root;
  const inside = (real: string) => real === realRoot || real.startsWith(realRoot + path.sep);

  const walk = (absDir: string, relDir: string) => {
    const real = fs.realpathSync(absDir);
    if (seen.has(real)) {
      issues.push({ severity: 'error', code: 'file', file: display(absDir), message: 'symbolic link loop: this folder links back to a folder already read; remove the link' });
      return;
    }
    seen.add(real);
    // Code-point order, not locale order, so every machine reads (and picks duplicates) the same way.
    const entries = fs.readdirSync(absDir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (isHidden(entry.name)) continue;
      const abs = path.join(absDir, entry.name);
      const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      let stat: fs.Stats;
      try {
        stat = fs.statSync(abs);
      } catch {
        issues.push({ severity: 'error', code: 'file', file: display(abs), message: 'broken symbolic link, symbolic link loop or unreadable file: fix or remove it' });
        continue;
      }
      if (entry.isSymbolicLink() && !inside(fs.realpathSync(abs))) {
        issues.push({ severity: 'error', code: 'file', file: display(abs), message: 'symbolic link points outside the content folder (it could publish any file on the build machine): copy the file in instead' });
        continue;
      }
      if (stat.isDirectory()) walk(abs, rel);
      else if (entry.name === '_category_.json') readCategory(abs, relDir);
      else if (/\.mdx?$/i.test(entry.name)) readMarkdown(abs, rel, stat.size);
    }
  };

  const readCategory = (abs: string, relDir: string) => {
    try {
      categories.set(relDir, JSON.parse(fs.readFileSync(abs, 'utf8')) as CategoryMeta);
    } catch (error) {
      issues.push({ severity: 'error', code: 'file', file: display(abs), message: `invalid JSON: ${(error as Error).message}` });
    }
  };

  const readMarkdown = (abs: string, rel: string, size: number) => {
    const shown = display(abs);
    if (size > MAX_PAGE_BYTES) {
      issues.push({ severity: 'error', code: 'file', file: shown, message: `page is ${(size / 1048576).toFixed(1)} MB, over the ${MAX_PAGE_BYTES / 1048576} MB limit: split it into several pages` });
      return;
    }
    const bytes = fs.readFileSync(abs);
    if (bytes.subarray(0, 8192).includes(0)) {
      issues.push({ severity: 'error', code: 'file', file: shown, message: 'not a text file (it contains NUL bytes): a binary file has a markdown name; rename or remove it' });
      return;
    }
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      issues.push({ severity: 'error', code: 'file', file: shown, line: firstInvalidLine(bytes), message: 'file is not valid UTF-8: re-save it with UTF-8 encoding' });
      return;
    }
    if (text.trim() === '') {
      issues.push({ severity: 'error', code: 'file', file: shown, line: 1, message: 'file is empty: add front matter with a title and some content, or delete it' });
      return;
    }
    files.push({ file: rel, display: shown, text: text.replace(/^\uFEFF/, '') });
  };

  if (!fs.existsSync(root)) {
    issues.push({ severity: 'error', code: 'file', file: display(root), message: 'content folder does not exist: create it or set CONTENT_DIR to an existing folder' });
    return { files, categories, issues };
  }
  walk(root, '');
  return { files, categories, issues };
}
