import matter from 'gray-matter';
import { z } from 'zod';
import type { ContentIssue, FrontMatter } from './types';

/** Keys Docusaurus authors use that we accept. */
const schema = z.object({
  title: z.string().min(1).optional(),
  description: z.string().optional(),
  id: z.string().regex(/^[^/\s]+$/, 'a file name without slashes or spaces').optional(),
  slug: z.string().min(1).optional(),
  sidebar_position: z.number().optional(),
  sidebar_label: z.string().min(1).optional(),
  tags: z.array(z.string()).optional(),
  // Docusaurus's <meta name="keywords">; here also the words readers search by that the page itself may not use.
  keywords: z.array(z.string().min(1)).optional(),
  hide_table_of_contents: z.boolean().optional(),
  draft: z.boolean().optional(),
  // Docusaurus keys for "Edit this page" (null hides the link) and "Last updated" (YAML may give a date).
  custom_edit_url: z.string().min(1).nullable().optional(),
  last_update: z.union([z.string(), z.date(), z.object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() })]).optional(),
});

const knownKeys = new Set(Object.keys(schema.shape));
const TAG = /^[a-z0-9-]+$/;

/** What splitting a file into front matter and body gives. */
export interface SplitResult {
  data: FrontMatter;
  body: string;
  bodyLineOffset: number;
  issues: ContentIssue[];
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
    return { data: {}, body: '', bodyLineOffset: lines.length, issues };
  }
  if (lines[0]?.trim() !== '---') return { data: {}, body: raw, bodyLineOffset: 0, issues };
  const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (close < 0) {
    issues.push({ severity: 'error', code: 'front-matter', file, line: 1, message: 'front matter opened with "---" on line 1 is never closed: add a line "---" after the last key' });
    return { data: {}, body: '', bodyLineOffset: lines.length, issues };
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
    if (!knownKeys.has(key)) issues.push({ severity: 'warning', code: 'unknown-key', file, line: lineOfKey(yaml, key), message: `unknown front-matter key "${key}" is ignored (known keys: ${[...knownKeys].join(', ')})` });
  }
  const known = Object.fromEntries(Object.entries(parsed).filter(([key]) => knownKeys.has(key)));
  const result = schema.safeParse(known);
  let data: FrontMatter = {};
  if (result.success) data = result.data;
  else {
    for (const problem of result.error.issues) {
      const key = String(problem.path[0]);
      const where = problem.path.map(String).join('.');
      const value = problem.path.reduce<unknown>((v, p) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[String(p)] : undefined), known);
      const expected = problem.code === 'invalid_type' ? `expected ${problem.expected === 'array' ? 'a list' : `a ${problem.expected}`}, got ${describeType(value)}` : problem.message;
      issues.push({ severity: 'error', code: 'front-matter', file, line: lineOfKey(yaml, key), message: `front-matter key "${where}" is invalid: ${expected}` });
    }
  }
  for (const tag of data.tags ?? []) {
    if (!TAG.test(tag)) issues.push({ severity: 'error', code: 'front-matter', file, line: lineOfKey(yaml, 'tags'), message: `tag "${tag}" must match [a-z0-9-]+ (lowercase letters, digits and hyphens)` });
  }
  if (data.tags) data = { ...data, tags: data.tags.filter((t) => TAG.test(t)) };
  return { data, body: lines.slice(close + 1).join('\n'), bodyLineOffset: close + 1, issues };
}
