/** Shapes shared by the search records, the engines and the DocSearch adapter (Algolia's wire format). */

/** Record types, from page title (lvl1) down to body text. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** The heading trail of a record: lvl0 is the top-level section, lvl1 the page title. */
export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One search record in DocSearch's shape (also what `search:push` uploads). */
export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** A page record's front-matter keywords (searchable, never shown); absent when the page has none. */
  keywords?: string[];
  /** A page record's front-matter description, indexed on its own so that it weighs more than the body. */
  description?: string;
  /** Contextual-search facets (DocSearch's Docusaurus convention). */
  language: string;
  docusaurus_tag: string;
  /** Ranking hints: deeper levels and later sections weigh less. */
  weight: { level: number; position: number; pageRank: number };
}

/** Algolia's highlight entry for one attribute. */
export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Algolia's snippet entry for one attribute. */
export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

type HierarchyHighlights<T> = { [K in keyof Hierarchy]?: T };

/** A hit as Algolia returns it to DocSearch. */
export interface SearchHit extends SearchRecord {
  _highlightResult: { content?: HighlightValue; hierarchy: HierarchyHighlights<HighlightValue> };
  _snippetResult: { content?: SnippetValue; hierarchy: HierarchyHighlights<SnippetValue> };
}

/** One entry of `results` in a multi-query answer. */
export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  exhaustiveNbHits: boolean;
  /** Local engine only: up to three queries that would return results (no-results screen). */
  suggestions?: string[];
}

/** One request of a multi-query (the subset of Algolia's parameters the site sends). */
export interface SearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: unknown;
  [key: string]: unknown;
}

/** The search function DocSearch and the results page call. */
export type MultiSearch = (params: { requests: SearchRequest[] }) => Promise<{ results: SearchResponse[] }>;

/** Longest query the site sends (spec: input holds at most 64 characters). */
export const MAX_QUERY_LENGTH = 64;
/** Hits per page in the modal and on /search. */
export const HITS_PER_PAGE = 20;
/** Snippet length in words, and on screens up to SNIPPET_BREAKPOINT wide. */
export const SNIPPET_WORDS = { wide: 10, narrow: 5 } as const;
/** Width in CSS pixels at and below which snippets are short. */
export const SNIPPET_BREAKPOINT = 768;
/** Local storage key prefix DocSearch uses for recent and favourite searches. */
export const LOCAL_INDEX_NAME = 'kadena-docs';
