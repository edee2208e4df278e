import fs from 'node:fs';
import kebabCase from 'lodash/kebabCase.js';
import YAML from 'yaml';
import { z } from 'zod';
import { displayPath } from './read-files';
import type { ContentIssue, FrontMatterTag, Tag } from './types';

/** Tags declared in a tags.yml: key → label, permalink and description (Docusaurus's predefined tags). */
export type TagsFile = Map<string, Tag>;

const entry = z.object({ label: z.string().min(1).optional(), permalink: z.string().min(1).optional(), description: z.string().optional() }).nullable();

/**
 * A permalink under /tags as Docusaurus writes it (normalizeUrl(['/tags', permalink])): slashes collapsed and
 * trimmed. Docusaurus's default permalink of a label is lodash's kebabCase of it ("Smart Contracts" →
 * "smart-contracts", "REPL" → "repl", "node api" → "node-api"), computed here with the same function.
 */
const cleanPermalink = (permalink: string): string => permalink.replace(/\/+/g, '/').replace(/^\/|\/$/g, '');

/** The tag a front-matter value names: from tags.yml when declared there, else inline (label and kebab-case slug). */
export function normalizeTag(value: FrontMatterTag, tagsFile: TagsFile | undefined): Tag {
  if (typeof value === 'string') return tagsFile?.get(value) ?? { label: value, slug: kebabCase(value) };
  return { label: value.label, slug: cleanPermalink(value.permalink), description: value.description };
}

/** Reads a tags.yml (Docusaurus defaults: the key is the label, its kebab case the permalink). */
export function readTagsFile(file: string, cwd: string): { tags?: TagsFile; issues: ContentIssue[] } {
  const shown = displayPath(file, cwd);
  let raw: unknown;
  try {
    raw = YAML.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    return { issues: [{ severity: 'error', code: 'front-matter', file: shown, line, message: `invalid YAML in tags file: ${(error as Error).message.split('\n')[0]}` }] };
  }
  const parsed = z.record(z.string(), entry).safeParse(raw ?? {});
  if (!parsed.success) {
    const key = String(parsed.error.issues[0]?.path[0] ?? '');
    return { issues: [{ severity: 'error', code: 'front-matter', file: shown, message: `tags file entry "${key}" is invalid: each key takes label, permalink and description strings (or nothing)` }] };
  }
  const tags: TagsFile = new Map();
  for (const [key, value] of Object.entries(parsed.data)) {
    tags.set(key, { label: value?.label ?? key, slug: cleanPermalink(value?.permalink ?? kebabCase(key)), description: value?.description });
  }
  return { tags, issues: [] };
}

/** A tag whose slug cannot be one /tags page (empty, or with a slash inside), for the front-matter check. */
export const badTagSlug = (tag: Tag): string | undefined =>
  tag.slug === '' ? `tag "${tag.label}" has no letters or digits, so it has no page: give it a permalink or another label` : tag.slug.includes('/') ? `tag "${tag.label}" has permalink "${tag.slug}": a tag permalink must be one path segment` : undefined;
