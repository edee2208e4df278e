import { MarkdownSyntaxError, parseBody, type Section } from '../markdown/parse';
import { parseFrontMatter } from './front-matter';
import type { SourceFile } from './read-files';
import { isCategoryIndex, labelFromName, normalizeRoute, routeDirOf, routeOf } from './routes';
import type { ContentIssue, FrontMatter, Page } from './types';

/** A page plus what search needs from its parse. */
export interface LoadedPage extends Page {
  sections: Section[];
  /** A plain-markdown page's parsed tree as JSON, kept by the build's check for the workers (see site-cache.ts). */
  tree?: string;
  /** True when the body opens with its own "# heading" (the layout then prints no title). */
  hasH1: boolean;
}

/** Turns one source file into a page, or into issues when it cannot be read. */
export function loadPage(source: SourceFile, options: { keepTree?: boolean } = {}): { page?: LoadedPage; issues: ContentIssue[] } {
  const { data, body, bodyLineOffset, issues } = parseFrontMatter(source.display, source.text);
  if (issues.some((i) => i.severity === 'error')) return { issues };
  let parsed;
  try {
    parsed = parseBody(body, options);
  } catch (error) {
    if (!(error instanceof MarkdownSyntaxError)) throw error;
    issues.push({
      severity: 'error',
      code: 'mdx-syntax',
      file: source.display,
      line: error.line + bodyLineOffset,
      column: error.column,
      message: `MDX syntax error: ${error.message} (escape a literal "<" as "&lt;" and "{" as "\\{", or put it in \`code\`)`,
    });
    return { issues };
  }
  for (const n of parsed.notes) issues.push({ severity: n.severity, code: n.code ?? (n.severity === 'error' ? 'mdx-component' : 'removed'), file: source.display, line: n.line + bodyLineOffset, column: n.column, message: n.message });
  if (issues.some((i) => i.severity === 'error')) return { issues };
  const name = source.file.split('/').at(-1)!;
  const route = routeOf(source.file, data);
  // A category-index file moved elsewhere by its slug is an ordinary page of the folder.
  const isIndex = isCategoryIndex(source.file) && route === normalizeRoute(routeDirOf(source.file));
  const fallback = labelFromName(isIndex ? source.file.split('/').at(-2) ?? 'Home' : name);
  const title = data.title ?? parsed.firstH1 ?? fallback;
  const shift = <T extends { line: number }>(item: T): T => ({ ...item, line: item.line + bodyLineOffset });
  return {
    issues,
    page: {
      route,
      file: source.display,
      dir: routeDirOf(source.file),
      isIndex,
      title,
      description: data.description ?? '',
      tags: data.tags ?? [],
      sidebarLabel: data.sidebar_label ?? title,
      sidebarPosition: data.sidebar_position,
      hideToc: data.hide_table_of_contents ?? false,
      draft: data.draft ?? false,
      ...(data.custom_edit_url !== undefined ? { customEditUrl: data.custom_edit_url } : {}),
      ...lastUpdateOf(data.last_update),
      body,
      bodyLineOffset,
      headings: parsed.headings.map(shift),
      links: parsed.links.map(shift),
      anchors: parsed.anchors,
      usesMdx: parsed.usesMdx,
      ...(parsed.tree ? { tree: parsed.tree } : {}),
      sections: parsed.sections,
      hasH1: parsed.headings[0]?.depth === 1,
    },
  };
}

/** Front matter's `last_update` (a date, a string or `{ date }`) as an ISO date, when it has a valid one. */
function lastUpdateOf(value: FrontMatter['last_update']): { lastUpdate?: string } {
  const raw = value instanceof Date || typeof value === 'string' ? value : value?.date;
  const date = raw === undefined ? undefined : new Date(raw);
  return date && !Number.isNaN(date.getTime()) ? { lastUpdate: date.toISOString() } : {};
}
