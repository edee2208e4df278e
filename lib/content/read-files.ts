import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
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
/** Category metadata files, as Docusaurus names them. */
const CATEGORY_FILE = /^_category_\.(?:json|ya?ml)$/;
const isHidden = (name: string) => name.startsWith('.') || (name.startsWith('_') && !CATEGORY_FILE.test(name));

/** Line of the first byte that is not valid UTF-8 (the lossy decode marks it with U+FFFD). */
function firstInvalidLine(bytes: Buffer): number {
  const lossy = bytes.toString('utf8');
  const index = lossy.indexOf('\uFFFD');
  return lossy.slice(0, Math.max(0, index)).split('\n').length;
}

/** A file found by a scan, with what tells whether it changed since the last one. */
export interface ScannedFile {
  /** Path relative to the content folder, posix separators (for _category_.json: its folder). */
  rel: string;
  abs: string;
  size: number;
  mtimeMs: number;
}

/** What a scan of the content folder finds, without reading any file. */
export interface ContentScan {
  markdown: ScannedFile[];
  categories: ScannedFile[];
  issues: ContentIssue[];
}

/** Path to show in messages: relative to the working directory, posix separators. */
export const displayPath = (abs: string, cwd: string): string => path.relative(cwd, abs).split(path.sep).join('/') || abs;

/** Walks the content folder (stat only): markdown files and _category_.json, refusing symbolic-link loops and escapes. */
export function scanContent(root: string, cwd: string): ContentScan {
  const markdown: ScannedFile[] = [];
  const categories: ScannedFile[] = [];
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  const display = (abs: string) => displayPath(abs, cwd);
  if (!fs.existsSync(root)) {
    issues.push({ severity: 'error', code: 'file', file: display(root), message: 'content folder does not exist: create it or set CONTENT_DIR to an existing folder' });
    return { markdown, categories, issues };
  }
  const realRoot = fs.realpathSync(root);
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
      else if (CATEGORY_FILE.test(entry.name)) categories.push({ rel: relDir, abs, size: stat.size, mtimeMs: stat.mtimeMs });
      else if (/\.mdx?$/i.test(entry.name)) markdown.push({ rel, abs, size: stat.size, mtimeMs: stat.mtimeMs });
    }
  };
  walk(root, '');
  return { markdown, categories, issues };
}

/** Reads a _category_.json (or .yml, .yaml), or says why it cannot be used. */
export function readCategory(file: ScannedFile, cwd: string): { meta?: CategoryMeta; issue?: ContentIssue } {
  const json = file.abs.endsWith('.json');
  try {
    const text = fs.readFileSync(file.abs, 'utf8');
    const value: unknown = json ? JSON.parse(text) : YAML.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('expected an object of settings (label, position, link...)');
    return { meta: value as CategoryMeta };
  } catch (error) {
    return { issue: { severity: 'error', code: 'file', file: displayPath(file.abs, cwd), message: `invalid ${json ? 'JSON' : 'YAML'}: ${(error as Error).message.split('\n')[0]}` } };
  }
}

/** Reads one markdown file, refusing oversized, binary, non-UTF-8 and empty files. */
export function readMarkdown(file: ScannedFile, cwd: string): { source?: SourceFile; issue?: ContentIssue } {
  const shown = displayPath(file.abs, cwd);
  if (file.size > MAX_PAGE_BYTES) {
    return { issue: { severity: 'error', code: 'file', file: shown, message: `page is ${(file.size / 1048576).toFixed(1)} MB, over the ${MAX_PAGE_BYTES / 1048576} MB limit: split it into several pages` } };
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file.abs);
  } catch {
    return { issue: { severity: 'error', code: 'file', file: shown, message: 'file disappeared or cannot be read: save it again' } };
  }
  if (bytes.subarray(0, 8192).includes(0)) {
    return { issue: { severity: 'error', code: 'file', file: shown, message: 'not a text file (it contains NUL bytes): a binary file has a markdown name; rename or remove it' } };
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { issue: { severity: 'error', code: 'file', file: shown, line: firstInvalidLine(bytes), message: 'file is not valid UTF-8: re-save it with UTF-8 encoding' } };
  }
  if (text.trim() === '') {
    return { issue: { severity: 'error', code: 'file', file: shown, line: 1, message: 'file is empty: add front matter with a title and some content, or delete it' } };
  }
  return { source: { file: file.rel, display: shown, text: text.replace(/^\uFEFF/, '') } };
}

/** Walks and reads the whole content folder at once (scripts and tests; the store reads only what changed). */
export function readContentFiles(root: string, cwd = process.cwd()): ContentFiles {
  const scan = scanContent(root, cwd);
  const files: SourceFile[] = [];
  const categories = new Map<string, CategoryMeta>();
  const issues = [...scan.issues];
  for (const file of scan.categories) {
    const { meta, issue } = readCategory(file, cwd);
    if (meta) categories.set(file.rel, meta);
    if (issue) issues.push(issue);
  }
  for (const file of scan.markdown) {
    const { source, issue } = readMarkdown(file, cwd);
    if (source) files.push(source);
    if (issue) issues.push(issue);
  }
  return { files, categories, issues };
}
