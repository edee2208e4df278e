import matter from 'gray-matter';
import { z } from 'zod';
import type { ContentIssue, FrontMatter } from './types';

const headingLevel = z.number().int().min(2).max(6);
const tag = z.union([
  z.string().min(1),
  z.object({ label: z.string().min(1), permalink: z.string().min(1), description: z.string().optional() }),
]);
/** YAML reads an unquoted date as a Date: kept as the ISO date it stands for. */
const dateText = z.union([z.string().min(1), z.date().transform((d) => d.toISOString().slice(0, 10))]);

/** Every key Docusaurus documents for docs (plugin-content-docs 3.7 front matter), with its type. */
const schema = z
  .object({
    id: z.string().regex(/^[^/\s]+$/, 'a file name without slashes or spaces').optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    slug: z.string().min(1).optional(),
    keywords: z.array(z.string().min(1)).optional(),
    image: z.string().min(1).optional(),
    hide_title: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: headingLevel.optional(),
    toc_max_heading_level: headingLevel.optional(),
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    displayed_sidebar: z.string().nullable().optional(),
    tags: z.array(tag).optional(),
    pagination_label: z.string().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    custom_edit_url: z.string().nullable().optional(),
    parse_number_prefixes: z.boolean().optional(),
    // Docusaurus documents { date, author }; a bare date is taken too.
    last_update: z
      .union([
        dateText.transform((date) => ({ date, author: undefined })),
        z.object({ date: dateText.optional(), author: z.string().min(1).optional() }).refine((v) => v.date !== undefined || v.author !== undefined, 'give a date, an author or both'),
      ])
      .optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
  })
  .refine((v) => (v.toc_min_heading_level ?? 2) <= (v.toc_max_heading_level ?? 6), { message: 'must not be above toc_max_heading_level', path: ['toc_min_heading_level'] })
  .refine((v) => !(v.draft && v.unlisted), { message: 'a page cannot be both draft and unlisted: keep one', path: ['unlisted'] });

/** The documented keys, in the order the writer's guide lists them. */
export const FRONT_MATTER_KEYS: readonly string[] = [
  'id', 'title', 'description', 'slug', 'keywords', 'image', 'hide_title', 'hide_table_of_contents', 'toc_min_heading_level',
  'toc_max_heading_level', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'sidebar_custom_props', 'displayed_sidebar',
  'tags', 'pagination_label', 'pagination_prev', 'pagination_next', 'custom_edit_url', 'parse_number_prefixes', 'last_update',
  'draft', 'unlisted',
];
const knownKeys = new Set(FRONT_MATTER_KEYS);

/** What splitting a file into front matter and body gives. */
export interface SplitResult {
  data: FrontMatter;
  body: string;
  bodyLineOffset: number;
  issues: ContentIssue[];
  /** Line of a key in the file (1 when absent), for messages about its value. */
  lineOf: (key: string) => number;
}

const lineOfKey = (yaml: string, key: string): number => {
  const index = yaml.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return index < 0 ? 1 : index + 2;
};

const describeType = (value: unknown): string =>
  Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;

/** Splits and validates front matter; problems come back as issues naming file and line. */
export function parseFrontMatter(file: string, raw: string): SplitResult {
  const issues: ContentIssue[] = [];
  const lines = raw.split('\n');
  if (/^---\s*[a-z]+\s*$/i.test(lines[0] ?? '')) {
    issues.push({ severity: 'error', code: 'front-matter', file, line: 1, message: `front matter must be YAML: "${lines[0]!.trim()}" (JavaScript, TOML...) is not supported; open it with a plain "---" line` });
    return { data: {}, body: '', bodyLineOffset: lines.length, issues, lineOf: () => 1 };
  }
  if (lines[0]?.trim() !== '---') return { data: {}, body: raw, bodyLineOffset: 0, issues, lineOf: () => 1 };
  const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (close < 0) {
    issues.push({ severity: 'error', code: 'front-matter', file, line: 1, message: 'front matter opened with "---" on line 1 is never closed: add a line "---" after the last key' });
    return { data: {}, body: '', bodyLineOffset: lines.length, issues, lineOf: () => 1 };
  }
  const yaml = lines.slice(1, close).join('\n');
  let parsed: Record<string, unknown>;
  try {
    // Parse only the block we found, always as YAML: gray-matter would evaluate a "---js" block as JavaScript.
    const data: unknown = matter(`---\n${yaml}\n---\n`, { excerpt: false, language: 'yaml' }).data;
    parsed = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0];
    issues.push({ severity: 'error', code: 'front-matter', file, line: Math.min((mark?.line ?? 0) + 1, close + 1), message: `invalid YAML in front matter: ${reason}` });
    parsed = {};
  }
  for (const key of Object.keys(parsed)) {
    if (!knownKeys.has(key)) issues.push({ severity: 'warning', code: 'unknown-key', file, line: lineOfKey(yaml, key), message: `unknown front-matter key "${key}" is ignored` });
  }
  const known = Object.fromEntries(Object.entries(parsed).filter(([key]) => knownKeys.has(key)));
  const result = schema.safeParse(known);
  let data: FrontMatter = {};
  if (result.success) data = result.data;
  else {
    // In the file's order, whatever order the schema lists its keys in.
    const byLine = [...result.error.issues].sort((a, b) => lineOfKey(yaml, String(a.path[0])) - lineOfKey(yaml, String(b.path[0])));
    for (const problem of byLine) {
      const key = String(problem.path[0]);
      const where = problem.path.map(String).join('.');
      const value = problem.path.reduce<unknown>((v, p) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[String(p)] : undefined), known);
      const expected = problem.code === 'invalid_union' && key === 'tags' ? `expected a tag label or { label, permalink }, got ${describeType(value)}` : problem.code === 'invalid_type' ? `expected ${problem.expected === 'array' ? 'a list' : `a ${problem.expected}`}, got ${describeType(value)}` : problem.message;
      issues.push({ severity: 'error', code: 'front-matter', file, line: lineOfKey(yaml, key), message: `front-matter key "${where}" is invalid: ${expected}` });
    }
  }
  return { data, body: lines.slice(close + 1).join('\n'), bodyLineOffset: close + 1, issues, lineOf: (key) => lineOfKey(yaml, key) };
}
