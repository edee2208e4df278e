import { MarkdownSyntaxError, parseBody, type CodeBlock, type ParsedBody, type Section } from '../markdown/parse';
import { firstHeadingOf } from './first-heading';
import { parseFrontMatter } from './front-matter';
import type { SourceFile } from './read-files';
import { baseNameOf, docIdOf, isCategoryIndex, labelFromName, normalizeRoute, routeDirOf, routeOf } from './routes';
import { badTagSlug, normalizeTag, type TagsFile } from './tags';
import type { ContentIssue, FrontMatter, Heading, Page, PageLink } from './types';

/** What a page's body gives once parsed, lines counted in the file (front matter included). */
export interface PageBody {
  headings: Heading[];
  links: PageLink[];
  /** Explicit anchors besides heading ids (elements with an id attribute, <a name>), for the anchor check. */
  anchors: string[];
  /** False for plain markdown, which renders without MDX's compile-to-JavaScript step (see lib/markdown/compile.ts). */
  usesMdx: boolean;
  sections: Section[];
  /** True when the body opens with its own "# heading" (the layout then prints no title). */
  hasH1: boolean;
  /** Fenced code blocks, for the code checks. */
  codeBlocks: CodeBlock[];
  /** MDX syntax errors, unknown components and what sanitising removed. */
  issues: ContentIssue[];
}

/** A page: front matter and route known at once, its body parsed on first use of a body field (then memoised). */
export interface LoadedPage extends Page, PageBody {
  /** Cache key of the body's parse (content and code version). */
  key: string;
  /** Front-matter problems; a page with errors here is kept only so dev can show them at its route. */
  frontMatterIssues: ContentIssue[];
  /** The parsed tree of a plain-markdown page as JSON, read when the page renders (undefined for MDX pages). */
  readonly tree: string | undefined;
}

/** Front matter, route and title of one file: everything but the body's parse. */
export function loadMeta(source: SourceFile, tagsFile?: TagsFile): { page: Page; issues: ContentIssue[] } {
  const { data, body, bodyLineOffset, issues, lineOf } = parseFrontMatter(source.display, source.text);
  const name = source.file.split('/').at(-1)!;
  const strip = data.parse_number_prefixes !== false;
  const route = routeOf(source.file, data);
  // A category-index file moved elsewhere by its slug is an ordinary page of the folder.
  const isIndex = isCategoryIndex(source.file) && route === normalizeRoute(routeDirOf(source.file, strip));
  const fallback = labelFromName(isIndex ? source.file.split('/').at(-2) ?? 'Home' : name);
  const title = data.title || firstHeadingOf(body) || fallback;
  const tags = (data.tags ?? []).map((t) => normalizeTag(t, tagsFile));
  for (const tag of tags) {
    const problem = badTagSlug(tag);
    if (problem) issues.push({ severity: 'error', code: 'front-matter', file: source.display, line: lineOf('tags'), message: problem });
  }
  const page: Page = {
    route,
    file: source.display,
    dir: routeDirOf(source.file, strip),
    sourceDir: source.file.split('/').slice(0, -1).join('/'),
    docId: docIdOf(source.file, data),
    isIndex,
    title,
    description: data.description ?? '',
    tags: tags.filter((t) => !badTagSlug(t)),
    sidebarLabel: data.sidebar_label ?? title,
    sidebarPosition: data.sidebar_position ?? baseNameOf(source.file, strip).prefix,
    sidebarClassName: data.sidebar_class_name,
    sidebarCustomProps: data.sidebar_custom_props,
    displayedSidebar: data.displayed_sidebar,
    hideToc: data.hide_table_of_contents ?? false,
    hideTitle: data.hide_title ?? false,
    tocLevels: { min: data.toc_min_heading_level ?? 2, max: data.toc_max_heading_level ?? Math.max(2, data.toc_min_heading_level ?? 2) },
    keywords: data.keywords ?? [],
    image: data.image,
    paginationPrev: data.pagination_prev,
    paginationNext: data.pagination_next,
    paginationLabel: data.pagination_label,
    ...(data.custom_edit_url !== undefined && { customEditUrl: data.custom_edit_url || null }),
    ...lastUpdateOf(data.last_update),
    draft: data.draft ?? false,
    unlisted: data.unlisted ?? false,
    keyLines: Object.fromEntries(Object.keys(data).map((key) => [key, lineOf(key)])),
    body,
    bodyLineOffset,
  };
  return { page, issues };
}

/** The last_update date as an ISO date (the author is validated, and not shown). */
function lastUpdateOf(value: FrontMatter['last_update']): { lastUpdate?: string } {
  const date = value?.date === undefined ? undefined : new Date(value.date);
  return date && !Number.isNaN(date.getTime()) ? { lastUpdate: date.toISOString() } : {};
}

/** Parses a body with the tree kept for rendering; a syntax error comes back as the error, not thrown. */
export function parsePageBody(body: string, extraComponents: readonly string[] = []): ParsedBody | MarkdownSyntaxError {
  try {
    return parseBody(body, { keepTree: true, extraComponents });
  } catch (error) {
    if (error instanceof MarkdownSyntaxError) return error;
    throw error;
  }
}

/** A parse (or its syntax error) as the page's body fields, lines moved past the front matter. */
export function toPageBody(page: Pick<Page, 'file' | 'bodyLineOffset'>, parsed: Omit<ParsedBody, 'tree'> | { syntaxError: { message: string; line: number; column: number } }): PageBody {
  const offset = page.bodyLineOffset;
  if ('syntaxError' in parsed) {
    const { message, line, column } = parsed.syntaxError;
    return {
      headings: [], links: [], anchors: [], usesMdx: true, sections: [], hasH1: false, codeBlocks: [],
      issues: [{ severity: 'error', code: 'mdx-syntax', file: page.file, line: line + offset, column, message: `MDX syntax error: ${message} (escape a literal "<" as "&lt;" and "{" as "\\{", or put it in \`code\`)` }],
    };
  }
  const shift = <T extends { line: number }>(item: T): T => ({ ...item, line: item.line + offset });
  return {
    headings: parsed.headings.map(shift),
    links: parsed.links.map(shift),
    anchors: parsed.anchors,
    usesMdx: parsed.usesMdx,
    sections: parsed.sections,
    hasH1: parsed.headings[0]?.depth === 1,
    issues: parsed.notes.map((n) => ({ severity: n.severity, code: n.code ?? (n.severity === 'error' ? 'mdx-component' : 'removed'), file: page.file, line: n.line + offset, column: n.column, message: n.message })),
    codeBlocks: parsed.codeBlocks,
  };
}

/** The fields of a page that come from parsing its body (read lazily, see lazyPage). */
export const BODY_FIELDS = ['headings', 'links', 'anchors', 'usesMdx', 'sections', 'hasH1', 'codeBlocks', 'issues'] as const;

/**
 * A page whose body fields parse on first read; `readTree` gives the tree when it renders. `retain: true` (the check,
 * the dev server) memoises the parse for as long as the page lives. `retain: false` (a build's render workers, each
 * of which renders every page once) keeps it only while something holds it: kept, the parses grew a worker's live heap
 * by 6.5 MB per 1,000 pages it rendered (measured at 5,000 pages). A field read after the parse was collected reads
 * the parse cache again.
 */
export function lazyPage(meta: Page, key: string, frontMatterIssues: ContentIssue[], parse: () => PageBody, readTree: () => string | undefined, options: { retain: boolean } = { retain: true }): LoadedPage {
  let kept: PageBody | undefined;
  let held: WeakRef<PageBody> | undefined;
  const body = (): PageBody => {
    if (options.retain) return (kept ??= parse());
    const live = held?.deref();
    if (live) return live;
    const parsed = parse();
    held = new WeakRef(parsed);
    return parsed;
  };
  const page = { ...meta, key, frontMatterIssues } as LoadedPage;
  for (const field of BODY_FIELDS) Object.defineProperty(page, field, { enumerable: true, get: () => body()[field] });
  Object.defineProperty(page, 'tree', { enumerable: false, get: readTree });
  return page;
}
