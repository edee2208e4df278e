import { createHash } from 'node:crypto';
import path from 'node:path';
import { lazyPage, loadMeta, parsePageBody, toPageBody, type LoadedPage, type PageBody } from './load-pages';
import { createMemoryCache, parseKey, type ParseCache } from './parse-cache';
import fs from 'node:fs';
import { displayPath, readCategory, readMarkdown, scanContent, type ScannedFile } from './read-files';
import { mergeUnknownKeys } from './report';
import { SidebarConfigError, parseSidebarsConfig } from './sidebars-config';
import { loadSidebarsFile } from './sidebars-file';
import { assembleSite, type Site, type SidebarsSource } from './site';
import { contentLayout, type ContentLayout } from './site-root';
import { readTagsFile, type TagsFile } from './tags';
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
  /**
   * Whether site() looks for changed files on every call (the dev server; the default). A production build's
   * files cannot change while it runs: with false the folder is scanned once, and site() hands back that Site
   * without a stat of every file on each call (at 5,000 pages that scan costs about 40 ms, three times a page).
   */
  watch?: boolean;
  /**
   * Whether a page keeps its body's parse once read (the default). A build's render workers pass false: they render
   * each page once, and their parses would otherwise pile up (see lazyPage).
   */
  retainParses?: boolean;
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
  /** Where pages, static files and the sidebars file are: a plain folder of pages or a Docusaurus site root. */
  layout: ContentLayout;
}

interface Entry {
  size: number;
  mtimeMs: number;
  hash?: string;
  page?: LoadedPage;
  issues: ContentIssue[];
}

const fileStamp = (file: string | undefined): string => {
  if (!file || !fs.existsSync(file)) return '';
  const stat = fs.statSync(file);
  return `${file}\0${stat.size}\0${stat.mtimeMs}`;
};
const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
const stampOf = (files: ScannedFile[]): string => files.map((f) => `${f.rel}\0${f.size}\0${f.mtimeMs}`).join('\n');

/**
 * Creates the store for a content folder. Front matter and routes are read for every file; a body is parsed when
 * something first needs it (rendering the page, the link check, search), through the parse cache, and the parse
 * is kept with the entry until the file changes. Editing one file re-reads and re-parses that file only.
 */
export function createSource(root: string, options: SourceOptions): ContentSource {
  const layout = contentLayout(path.resolve(options.cwd, root));
  const absRoot = layout.docsDir;
  const cache = options.cache ?? createMemoryCache();
  const extra = options.extraComponents ?? [];
  const version = `${options.codeVersion ?? ''}:${extra.join(',')}`;
  let entries = new Map<string, Entry>();
  let categories = { stamp: '', metas: new Map<string, CategoryMeta>(), issues: [] as ContentIssue[] };
  let current: { stamp: string; site: Site; fileIssues: ContentIssue[]; sidebars?: SidebarsSource; leftOut: Set<string> } | undefined;
  let tags: { stamp: string; file?: TagsFile; issues: ContentIssue[] } = { stamp: '', issues: [] };

  const entryFor = (file: ScannedFile, old: Entry | undefined): Entry => {
    if (old && old.size === file.size && old.mtimeMs === file.mtimeMs) return old;
    const { source, issue } = readMarkdown(file, options.cwd);
    if (!source) return { size: file.size, mtimeMs: file.mtimeMs, issues: [issue!] };
    const hash = sha(source.text);
    if (old?.hash === hash) return { ...old, size: file.size, mtimeMs: file.mtimeMs };
    const { page: meta, issues } = loadMeta(source, tags.file);
    const key = parseKey(version, meta.body);
    const parse = (): PageBody => {
      const cached = cache.read(key);
      if (cached) return toPageBody(meta, cached);
      const parsed = parsePageBody(meta.body, extra);
      if (parsed instanceof Error) return toPageBody(meta, { syntaxError: parsed });
      cache.write(key, parsed);
      return toPageBody(meta, parsed);
    };
    const page: LoadedPage = lazyPage(
      meta,
      key,
      issues,
      parse,
      () => {
        if (page.usesMdx) return undefined; // reading a body field parses the page (and caches its tree) first
        return cache.readTree(key);
      },
      { retain: options.retainParses ?? true },
    );
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

  const readTags = (): string => {
    const stamp = fileStamp(layout.tagsFile);
    if (stamp === tags.stamp) return stamp;
    const read = layout.tagsFile ? readTagsFile(layout.tagsFile, options.cwd) : { issues: [] };
    tags = { stamp, file: read.tags, issues: read.issues };
    entries = new Map(); // every page's tags are read again against the new file
    return stamp;
  };

  const site = (): Site => {
    if (current && options.watch === false) return current.site;
    const scan = scanContent(absRoot, options.cwd);
    const extraStamps = `${readTags()}\n${fileStamp(layout.sidebarsFile)}`;
    const stamp = `${stampOf(scan.markdown)}\n--\n${stampOf(scan.categories)}\n--\n${JSON.stringify(scan.issues)}\n--\n${extraStamps}`;
    if (current?.stamp === stamp) return current.site;
    const next = new Map<string, Entry>();
    for (const file of scan.markdown) next.set(file.rel, entryFor(file, entries.get(file.rel)));
    entries = next;
    readCategories(scan.categories);
    const sidebars = readSidebars();
    const issues = [...scan.issues, ...categories.issues, ...tags.issues, ...sidebars.issues, ...mergeUnknownKeys([...entries.values()].flatMap((e) => e.issues))];
    const pages = [...entries.values()].flatMap((e) => (e.page && (options.includeDrafts || !e.page.draft) ? [e.page] : []));
    const leftOut = new Set([...entries.values()].flatMap((e) => (e.page?.draft && !options.includeDrafts ? [e.page.docId] : [])));
    const contentVersion = sha([version, extraStamps, ...[...entries].map(([rel, e]) => `${rel}\0${e.hash ?? ''}`), JSON.stringify([...categories.metas])].join('\n')).slice(0, 12);
    const parts = { root: absRoot, cwd: options.cwd, version: contentVersion, categories: categories.metas, sidebars: sidebars.source, leftOut, staticDir: layout.staticDir };
    current = { stamp, fileIssues: issues, sidebars: sidebars.source, leftOut, site: assembleSite({ ...parts, pages, issues }) };
    return current.site;
  };

  /** The sidebars file loaded and validated; problems come back as issues naming the file and line. */
  const readSidebars = (): { source?: SidebarsSource; issues: ContentIssue[] } => {
    const file = layout.sidebarsFile;
    if (!file) return { issues: [] };
    const shown = displayPath(file, options.cwd);
    const loaded = loadSidebarsFile(file, options.cwd);
    if (loaded.value === undefined) return { issues: loaded.issues };
    const text = fs.readFileSync(file, 'utf8');
    try {
      return { source: { config: parseSidebarsConfig(loaded.value), file: shown, text }, issues: [] };
    } catch (error) {
      if (!(error instanceof SidebarConfigError)) throw error;
      const at = error.needle ? text.indexOf(error.needle) : -1;
      const line = at < 0 ? undefined : text.slice(0, at).split('\n').length;
      return { issues: [{ severity: 'error', code: 'sidebar', file: shown, line, message: `${error.where ? `${error.where}: ` : ''}${error.message}` }] };
    }
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
    const { sidebars, leftOut } = current!;
    return assembleSite({ root: absRoot, cwd: options.cwd, version: contentVersion, pages, categories: categories.metas, issues: mergeUnknownKeys(issues), sidebars, leftOut, staticDir: layout.staticDir });
  };

  return { site, checked, cache, layout };
}

/** Loads and checks a folder in one go (scripts and tests): every body parsed, pages with errors left out. */
export function loadSite(root: string, options: { includeDrafts: boolean; cwd?: string; cache?: ParseCache }): Site {
  return createSource(root, { cwd: options.cwd ?? process.cwd(), includeDrafts: options.includeDrafts, cache: options.cache }).checked();
}
