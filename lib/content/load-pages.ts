import { MarkdownSyntaxError, parseBody, type CodeBlock, type ParsedBody, type Section } from '../markdown/parse';
import { firstHeadingOf } from './first-heading';
import { parseFrontMatter } from './front-matter';
import type { SourceFile } from './read-files';
import { isCategoryIndex, labelFromName, normalizeRoute, routeDirOf, routeOf } from './routes';
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
export function loadMeta(source: SourceFile): { page: Page; issues: ContentIssue[] } {
  const { data, body, bodyLineOffset, issues } = parseFrontMatter(source.display, source.text);
  const name = source.file.split('/').at(-1)!;
  const route = routeOf(source.file, data);
  // A category-index file moved elsewhere by its slug is an ordinary page of the folder.
  const isIndex = isCategoryIndex(source.file) && route === normalizeRoute(routeDirOf(source.file));
  const fallback = labelFromName(isIndex ? source.file.split('/').at(-2) ?? 'Home' : name);
  const title = data.title ?? firstHeadingOf(body) ?? fallback;
  const page: Page = {
    route,
    file: source.display,
    dir: routeDirOf(source.file),
    isIndex,
    title,
    description: data.description ?? '',
    tags: data.tags ?? [],
    keywords: data.keywords ?? [],
    sidebarLabel: data.sidebar_label ?? title,
    sidebarPosition: data.sidebar_position,
    hideToc: data.hide_table_of_contents ?? false,
    draft: data.draft ?? false,
    ...(data.custom_edit_url !== undefined ? { customEditUrl: data.custom_edit_url } : {}),
    ...lastUpdateOf(data.last_update),
    body,
    bodyLineOffset,
  };
  return { page, issues };
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

const BODY_FIELDS = ['headings', 'links', 'anchors', 'usesMdx', 'sections', 'hasH1', 'codeBlocks', 'issues'] as const;

/** A page whose body fields parse on first read (memoised); `readTree` gives the tree when it renders. */
export function lazyPage(meta: Page, key: string, frontMatterIssues: ContentIssue[], parse: () => PageBody, readTree: () => string | undefined): LoadedPage {
  let body: PageBody | undefined;
  const page = { ...meta, key, frontMatterIssues } as LoadedPage;
  for (const field of BODY_FIELDS) Object.defineProperty(page, field, { enumerable: true, get: () => (body ??= parse())[field] });
  Object.defineProperty(page, 'tree', { enumerable: false, get: readTree });
  return page;
}

/** Front matter's `last_update` (a date, a string or `{ date }`) as an ISO date, when it has a valid one. */
function lastUpdateOf(value: FrontMatter['last_update']): { lastUpdate?: string } {
  const raw = value instanceof Date || typeof value === 'string' ? value : value?.date;
  const date = raw === undefined ? undefined : new Date(raw);
  return date && !Number.isNaN(date.getTime()) ? { lastUpdate: date.toISOString() } : {};
}
