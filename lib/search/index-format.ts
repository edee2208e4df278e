import { createHeadingSlugger } from './heading-slug';
import type { Hierarchy, RecordType, SearchRecord } from './types';

/**
 * The compact form of the search records in the static index files.
 *
 * The titles file is what a reader downloads before the first answer in the modal, so it stores each page once and
 * each heading once: its level and its text. Everything else the modal shows is derived the way buildRecords made
 * it: the heading trail (a heading's parents are the last headings of each higher level, as on the page), the
 * section (lvl0, numbered), the page title when it is the route's last segment, and the anchor (GitHub-style, see
 * heading-slug.ts) unless it differs. Storing the whole trail, anchor and type of every record took 24.3 KB gzip
 * for the titles file (146 KB raw); this takes 10.6 KB (57 KB raw), see bench/search.ts.
 */

/** Version of the index files; bumped whenever their shape changes. */
export const INDEX_VERSION = 3;

/** Marks a page title that equals the last segment of its route (function reference pages: "keys-2"). */
export const TITLE_IS_LAST_SEGMENT = 0;

/**
 * A page and its headings, in record order (the page's own record, then one record per heading):
 * route, section number, title, headings as the level digit followed by the text ("3Arguments"), and the anchors
 * that differ from the derived ones by heading position.
 */
export type StoredPage = [route: string, section: number, title: string | typeof TITLE_IS_LAST_SEGMENT, headings?: string[], anchors?: Record<number, string>];

/** The records part of an index file. */
export interface StoredRecords {
  /** Top-level sections (lvl0), referred to by number. */
  sections: string[];
  pages: StoredPage[];
}

/** A record as the engine needs it (what buildRecords made, less the content and the fields every record shares). */
export interface IndexedRecord {
  route: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
}

const HEADING_TYPES = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type HeadingType = (typeof HEADING_TYPES)[number];

const lastSegment = (route: string): string => route.slice(route.lastIndexOf('/') + 1);

/** Record order and hierarchy the compact form relies on, checked against what it decodes back. */
const sameRecord = (record: SearchRecord, indexed: IndexedRecord | undefined): boolean =>
  indexed !== undefined &&
  indexed.route === record.url_without_anchor &&
  indexed.anchor === record.anchor &&
  indexed.type === record.type &&
  (Object.keys(indexed.hierarchy) as (keyof Hierarchy)[]).every((level) => indexed.hierarchy[level] === record.hierarchy[level]);

/**
 * Compacts records made by buildRecords (per page: the page record, then its headings in order). Throws if a record
 * does not come back identical, so a change to the records can never ship wrong links or trails.
 */
export function encodeRecords(records: SearchRecord[]): StoredRecords {
  const sections: string[] = [];
  const sectionNumbers = new Map<string, number>();
  const pages: StoredPage[] = [];
  let page: StoredPage | undefined;
  let slug = createHeadingSlugger();
  for (const record of records) {
    const { url_without_anchor: route, hierarchy, type } = record;
    if (type === 'lvl1') {
      let section = sectionNumbers.get(hierarchy.lvl0);
      if (section === undefined) section = sections.push(hierarchy.lvl0) - 1;
      sectionNumbers.set(hierarchy.lvl0, section);
      page = [route, section, hierarchy.lvl1 === lastSegment(route) ? TITLE_IS_LAST_SEGMENT : hierarchy.lvl1];
      pages.push(page);
      slug = createHeadingSlugger();
      continue;
    }
    if (!page || page[0] !== route || !HEADING_TYPES.includes(type as HeadingType)) throw new Error(`search index: ${record.objectID} (${type}) does not follow its page record`);
    const text = hierarchy[type as HeadingType] ?? '';
    const headings = (page[3] ??= []);
    const position = headings.push(`${type.slice(3)}${text}`) - 1;
    if (slug(text) !== record.anchor) (page[4] ??= {})[position] = record.anchor ?? '';
  }
  const stored = { sections, pages };
  const decoded = decodeRecords(stored);
  const changed = records.findIndex((record, i) => !sameRecord(record, decoded[i]));
  if (changed >= 0 || decoded.length !== records.length) throw new Error(`search index: the compact encoding cannot represent ${records[changed]?.objectID ?? 'the record count'} (lib/search/index-format.ts)`);
  return stored;
}

/** Expands the compact records, in the order (and so with the ids) buildRecords gave them. */
export function decodeRecords({ sections, pages }: StoredRecords): IndexedRecord[] {
  const records: IndexedRecord[] = [];
  for (const [route, section, title, headings = [], anchors = {}] of pages) {
    const base: Hierarchy = { lvl0: sections[section]!, lvl1: title === TITLE_IS_LAST_SEGMENT ? lastSegment(route) : title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    records.push({ route, anchor: null, type: 'lvl1', hierarchy: base });
    const trail: Hierarchy = { ...base };
    const slug = createHeadingSlugger();
    headings.forEach((heading, position) => {
      const depth = Number(heading[0]);
      const text = heading.slice(1);
      // As in buildRecords: a heading replaces its level and closes the deeper ones.
      for (let level = depth; level <= 6; level++) trail[HEADING_TYPES[level - 2]!] = level === depth ? text : null;
      const derived = slug(text);
      records.push({ route, anchor: anchors[position] ?? derived, type: HEADING_TYPES[depth - 2]!, hierarchy: { ...trail } });
    });
  }
  return records;
}
