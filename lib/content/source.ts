import { createHash } from 'node:crypto';
import path from 'node:path';
import { lazyPage, loadMeta, parsePageBody, toPageBody, type LoadedPage, type PageBody } from './load-pages';
import { createMemoryCache, parseKey, type ParseCache } from './parse-cache';
import { readCategory, readMarkdown, scanContent, type ScannedFile } from './read-files';
import { assembleSite, type Site } from './site';
import type { CategoryMeta, ContentIssue } from './types';

/** How a content source reads its folder. */
export interface SourceOptions {
  /** Working directory that messages show paths relative to. */
  cwd: string;
  /** Draft pages are served in dev and left out of builds. */
  includeDrafts: boolean;
  /** Where parses are kept; one in memory when absent. */
  cache?: ParseCache;
  /** Hash of the parsing code (see codeVersion in parse-cache.ts): a new one invalidates every cached parse. */
  codeVersion?: string;
  /** Components allowed besides the standard ones (the browser-test fixture site's probe). */
  extraComponents?: readonly string[];
}

/** The content store: one entry per file, the same Site object for as long as no file changes. */
export interface ContentSource {
  /** The site as the files are now: a stat of every file, and a new Site only when one changed. */
  site(): Site;
  /**
   * The site as the content check and tests see it: every body parsed (drafts and duplicates too), every issue
   * listed, and pages with errors left out. Built from site(), so it shares its parses.
   */
  checked(): Site;
  /** The cache parses are kept in (also holds files derived from one content version, such as the search index). */
  cache: ParseCache;
}

interface Entry {
  size: number;
  mtimeMs: number;
  hash?: string;
  page?: LoadedPage;
  issues: ContentIssue[];
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
const stampOf = (files: ScannedFile[]): string => files.map((f) => `${f.rel}\0${f.size}\0${f.mtimeMs}`).join('\n');

/**
 * Creates the store for a content folder. Front matter and routes are read for every file; a body is parsed when
 * something first needs it (rendering the page, the link check, search), through the parse cache, and the parse
 * is kept with the entry until the file changes. Editing one file re-reads and re-parses that file only.
 */
export function createSource(root: string, options: SourceOptions): ContentSource {
  const absRoot = path.resolve(options.cwd, root);
  const cache = options.cache ?? createMemoryCache();
  const extra = options.extraComponents ?? [];
  const version = `${options.codeVersion ?? ''}:${extra.join(',')}`;
  let entries = new Map<string, Entry>();
  let categories = { stamp: '', metas: new Map<string, CategoryMeta>(), issues: [] as ContentIssue[] };
  let current: { stamp: string; site: Site; fileIssues: ContentIssue[] } | undefined;

  const entryFor = (file: ScannedFile, old: Entry | undefined): Entry => {
    if (old && old.size === file.size && old.mtimeMs === file.mtimeMs) return old;
    const { source, issue } = readMarkdown(file, options.cwd);
    if (!source) return { size: file.size, mtimeMs: file.mtimeMs, issues: [issue!] };
    const hash = sha(source.text);
    if (old?.hash === hash) return { ...old, size: file.size, mtimeMs: file.mtimeMs };
    const { page: meta, issues } = loadMeta(source);
    const key = parseKey(version, meta.body);
    const parse = (): PageBody => {
      const cached = cache.read(key);
      if (cached) return toPageBody(meta, cached);
      const parsed = parsePageBody(meta.body, extra);
      if (parsed instanceof Error) return toPageBody(meta, { syntaxError: parsed });
      cache.write(key, parsed);
      return toPageBody(meta, parsed);
    };
    const page: LoadedPage = lazyPage(meta, key, issues, parse, () => {
      if (page.usesMdx) return undefined; // reading a body field parses the page (and caches its tree) first
      return cache.readTree(key);
    });
    return { size: file.size, mtimeMs: file.mtimeMs, hash, page, issues };
  };

  const readCategories = (files: ScannedFile[]) => {
    const stamp = stampOf(files);
    if (stamp === categories.stamp) return;
    const metas = new Map<string, CategoryMeta>();
    const issues: ContentIssue[] = [];
    for (const file of files) {
      const { meta, issue } = readCategory(file, options.cwd);
      if (meta) metas.set(file.rel, meta);
      if (issue) issues.push(issue);
    }
    categories = { stamp, metas, issues };
  };

  const site = (): Site => {
    const scan = scanContent(absRoot, options.cwd);
    const stamp = `${stampOf(scan.markdown)}\n--\n${stampOf(scan.categories)}\n--\n${JSON.stringify(scan.issues)}`;
    if (current?.stamp === stamp) return current.site;
    const next = new Map<string, Entry>();
    for (const file of scan.markdown) next.set(file.rel, entryFor(file, entries.get(file.rel)));
    entries = next;
    readCategories(scan.categories);
    const issues = [...scan.issues, ...categories.issues, ...[...entries.values()].flatMap((e) => e.issues)];
    const pages = [...entries.values()].flatMap((e) => (e.page && (options.includeDrafts || !e.page.draft) ? [e.page] : []));
    const contentVersion = sha([version, ...[...entries].map(([rel, e]) => `${rel}\0${e.hash ?? ''}`), JSON.stringify([...categories.metas])].join('\n')).slice(0, 12);
    current = { stamp, fileIssues: issues, site: assembleSite({ root: absRoot, cwd: options.cwd, version: contentVersion, pages, categories: categories.metas, issues }) };
    return current.site;
  };

  const checked = (): Site => {
    const { version: contentVersion } = site();
    const issues = [...current!.fileIssues];
    const broken = new Set<LoadedPage>();
    for (const { page } of entries.values()) {
      if (!page) continue;
      issues.push(...page.issues);
      if ([...page.frontMatterIssues, ...page.issues].some((i) => i.severity === 'error')) broken.add(page);
    }
    const pages = [...entries.values()].flatMap((e) => (e.page && !broken.has(e.page) && (options.includeDrafts || !e.page.draft) ? [e.page] : []));
    return assembleSite({ root: absRoot, cwd: options.cwd, version: contentVersion, pages, categories: categories.metas, issues });
  };

  return { site, checked, cache };
}

/** Loads and checks a folder in one go (scripts and tests): every body parsed, pages with errors left out. */
export function loadSite(root: string, options: { includeDrafts: boolean; cwd?: string; cache?: ParseCache }): Site {
  return createSource(root, { cwd: options.cwd ?? process.cwd(), includeDrafts: options.includeDrafts, cache: options.cache }).checked();
}
