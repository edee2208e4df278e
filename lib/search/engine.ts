import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { highlight, snippet, type Tags } from './highlight';
import { indexTerms, queryTerm, queryTermKeepingAll, tokenize } from './tokenize';
import { decodeRecords, encodeRecords, INDEX_VERSION, type IndexedRecord, type StoredRecords } from './index-format';
import { HITS_PER_PAGE, MAX_QUERY_LENGTH, SNIPPET_WORDS, type Hierarchy, type HighlightValue, type RecordType, type SearchHit, type SearchRecord, type SearchResponse, type SnippetValue } from './types';

/**
 * A static index file. The titles file (records only, no content, no index) is small enough to answer on a slow
 * network and is indexed in the browser; the full file adds every record's text and MiniSearch's serialised index.
 */
export interface IndexFile extends StoredRecords {
  version: typeof INDEX_VERSION;
  content?: string[];
  index?: unknown;
}

interface IndexedDoc {
  id: number;
  title: string;
  content: string;
  /** Words a page is also known by: its route's words ("howto-check-tx-status") and phrase aliases ("NFT"). */
  aliases: string;
}

/** Names readers use for what the docs call by a phrase (one word cannot carry them: "real world assets"). */
const PHRASE_ALIASES: [RegExp, string][] = [
  [/\breal[- ]world assets?\b/i, 'rwa'],
  [/\bnon-fungible\b|\bmarmalade\b/i, 'nft'],
  [/\bcoin contract\b|^coin$/i, 'kda'],
  [/\bpeer-to-peer\b/i, 'p2p'],
  [/\btroubleshoot/i, 'error errors fix problem fail failure'],
];

/** The alias text of a record: for a page, its route's segments; for any record, aliases of its own and its page's title. */
function aliasesOf(record: IndexedRecord): string {
  const titles = `${titleOf(record)} ${record.hierarchy.lvl1}`;
  const route = record.type === 'lvl1' ? record.route.split('/').join(' ') : '';
  return [route, ...PHRASE_ALIASES.filter(([pattern]) => pattern.test(titles)).map(([, alias]) => alias)].join(' ');
}

const LEVEL_BOOST: Record<RecordType, number> = { lvl1: 2, lvl2: 1.4, lvl3: 1.2, lvl4: 1.1, lvl5: 1, lvl6: 1, content: 1 };
const HIERARCHY_KEYS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const miniSearchOptions = (): Options<IndexedDoc> => ({
  fields: ['title', 'content', 'aliases'],
  tokenize,
  processTerm: indexTerms,
  searchOptions: { processTerm: queryTerm, tokenize },
});

/** Compacts records into the index file; `withContent` false gives the small titles-only file. */
export function buildIndexFile(records: SearchRecord[], withContent = true): IndexFile {
  const file: IndexFile = { version: INDEX_VERSION, ...encodeRecords(records) };
  if (!withContent) return file;
  file.content = records.map((r) => r.content ?? '');
  // Keywords live only in the serialised index: searchable, never shown, and not in the small titles file.
  file.index = indexOver(decodeRecords(file), file.content, records.map((r) => r.keywords?.join(' ') ?? '')).toJSON();
  return file;
}

function indexOver(records: IndexedRecord[], content: string[] = [], keywords: string[] = []): MiniSearch<IndexedDoc> {
  const mini = new MiniSearch<IndexedDoc>(miniSearchOptions());
  mini.addAll(records.map((r, id) => ({ id, title: titleOf(r), content: content[id] ?? '', aliases: `${aliasesOf(r)} ${keywords[id] ?? ''}` })));
  return mini;
}

/** The hierarchy as hits show it (an empty heading reads as no heading). */
const shownHierarchy = ({ hierarchy }: IndexedRecord): Hierarchy => ({
  lvl0: hierarchy.lvl0,
  lvl1: hierarchy.lvl1,
  lvl2: hierarchy.lvl2 || null,
  lvl3: hierarchy.lvl3 || null,
  lvl4: hierarchy.lvl4 || null,
  lvl5: hierarchy.lvl5 || null,
  lvl6: hierarchy.lvl6 || null,
});

function titleOf(record: IndexedRecord): string {
  return record.type === 'content' ? '' : (shownHierarchy(record)[record.type] ?? '');
}

/**
 * Options tuned for docs on the task query set (bench/search-quality.ts): the words a page is known by (route words,
 * front-matter keywords, phrase aliases) and its title weigh most, prefix as you type, typo tolerance from 5 letters.
 * Terms combine with OR and rank() then favours records that match more of the query.
 */
const strictOptions = (records: IndexedRecord[]): SearchOptions => ({
  combineWith: 'OR',
  boost: { title: 3, aliases: 6, content: 1 },
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  boostDocument: (id: number) => LEVEL_BOOST[records[id]!.type],
});

/** Options of one query, in Algolia's vocabulary. */
export interface QueryOptions {
  page?: number;
  hitsPerPage?: number;
  snippetWords?: number;
  tags?: Tags;
  ellipsis?: string;
  indexName?: string;
}

let queryCounter = 0;

/** The in-browser engine over a loaded index file. */
export class LocalSearchEngine {
  private readonly records: IndexedRecord[];
  private readonly mini: MiniSearch<IndexedDoc>;
  private readonly options: SearchOptions;

  constructor(private readonly file: IndexFile) {
    // File names carry a content hash, so a page always gets the file built with it; this catches anything else.
    if (file.version !== INDEX_VERSION) throw new Error(`search index version ${String(file.version)} is not ${INDEX_VERSION}: rebuild the site`);
    this.records = decodeRecords(file);
    this.mini = file.index ? MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], miniSearchOptions()) : indexOver(this.records, file.content);
    this.options = strictOptions(this.records);
  }

  /** True when the engine has every record's text (not only titles). */
  get complete(): boolean {
    return Boolean(this.file.content);
  }

  /** Number of records in the index. */
  get size(): number {
    return this.records.length;
  }

  /**
   * Ranked matches for a query (ids into the records). A reader's phrasing has words no page holds ("how do I ...",
   * "my"), so any term may match; a record's score is then scaled by the share of the query's terms it matches
   * (cubed: all terms first) and raised when its title is made of the query's words alone.
   */
  rank(query: string): SearchResult[] {
    const capped = query.slice(0, MAX_QUERY_LENGTH);
    let terms = tokenize(capped).map(queryTerm).filter((t): t is string => Boolean(t));
    let options = this.options;
    if (!terms.length) {
      terms = tokenize(capped).map(queryTermKeepingAll);
      options = { ...options, processTerm: queryTermKeepingAll };
    }
    const wanted = new Set(terms).size;
    if (!wanted) return [];
    const results = this.mini.search(this.perTermQuery(capped, options), options);
    // A page can answer a query across its sections: each record also counts the terms its page matches elsewhere.
    const pageTerms = new Map<string, Set<string>>();
    for (const result of results) {
      const terms = pageTerms.get(this.routeOf(result)) ?? new Set<string>();
      for (const t of result.queryTerms) terms.add(t);
      pageTerms.set(this.routeOf(result), terms);
    }
    // A word the docs never use, even misspelt ("zzqx"), finds nothing: the reader gets suggestions instead of noise.
    const matchedAnywhere = new Set([...pageTerms.values()].flatMap((t) => [...t]));
    if (terms.some((t) => !matchedAnywhere.has(t))) return [];
    for (const result of results) {
      const own = new Set(result.queryTerms).size / wanted;
      const page = pageTerms.get(this.routeOf(result))!.size / wanted;
      result.score *= ((own + page) / 2) ** 3 * this.titleBonus(result.id as number, result.terms, terms);
    }
    // A page whose other sections also answer the query lifts each of its records a little (a tenth of the page's sum).
    const pageSum = new Map<string, number>();
    for (const r of results) pageSum.set(this.routeOf(r), (pageSum.get(this.routeOf(r)) ?? 0) + r.score);
    for (const r of results) r.score = r.score * 0.9 + 0.1 * pageSum.get(this.routeOf(r))!;
    const ranked = results.sort((a, b) => b.score - a.score);
    // With several terms, a record matching one of them only is noise once others match more.
    if (wanted > 1 && ranked.length && new Set(ranked[0]!.queryTerms).size > 1) return ranked.filter((r) => new Set(r.queryTerms).size > 1 || r.score >= ranked[0]!.score / 4);
    return ranked;
  }

  /**
   * One sub-query per word, so that a complete word the docs use ("keyset") weighs its prefix extensions
   * ("keysetrefguard") less than a fragment being typed ("with-cap") does.
   */
  private perTermQuery(query: string, options: SearchOptions): Query {
    const process = options.processTerm ?? queryTerm;
    const words = tokenize(query);
    return {
      combineWith: 'OR',
      queries: words.map((word, i) => {
        const t = process(word);
        const complete = typeof t === 'string' && this.vocabulary.has(t);
        const prefix = i === words.length - 1 || (typeof t === 'string' && t.length >= 2);
        return { queries: [word], prefix, weights: { fuzzy: 0.45, prefix: complete ? 0.1 : 0.375 } };
      }),
    };
  }

  private vocabularyCache: Set<string> | undefined;

  /** Terms of the serialised index (none for the titles file, which then treats every word as a fragment). */
  private get vocabulary(): Set<string> {
    this.vocabularyCache ??= new Set(((this.file.index as { index?: [string, unknown][] } | undefined)?.index ?? []).map(([term]) => term));
    return this.vocabularyCache;
  }

  private routeOf(result: SearchResult): string {
    return this.records[result.id as number]!.route;
  }

  private titleWords: string[][] | undefined;

  /** From 1 (no title word matched) to 2: half for the share of the title matched, half for the share of the query in it. */
  private titleBonus(id: number, matched: string[], query: string[]): number {
    this.titleWords ??= this.records.map((r) => tokenize(titleOf(r)).map((w) => queryTerm(w)).filter((t): t is string => Boolean(t)));
    const title = this.titleWords[id]!;
    if (!title.length) return 1;
    // Sets and title-sized loops: a one-letter prefix matches hundreds of terms in thousands of records.
    const hit = new Set(matched);
    const inTitle = title.filter((w) => hit.has(w));
    const found = inTitle.length;
    // And the share of the query the title holds: "Get started running a node" answers "run a node" more than "Nodes".
    const unique = new Set(query);
    const covered = [...unique].filter((q) => inTitle.some((w) => w === q || w.startsWith(q))).length / unique.size;
    return 1 + 0.5 * (found / title.length) + 0.5 * covered;
  }

  /** Up to three page titles a reader could try when a query finds nothing. */
  suggest(query: string): string[] {
    const loose = this.mini.search(query.slice(0, MAX_QUERY_LENGTH), { ...this.options, combineWith: 'OR', fuzzy: (t) => (t.length >= 3 ? 0.34 : false) });
    const titles = new Set<string>();
    for (const r of loose) {
      titles.add(this.records[r.id as number]!.hierarchy.lvl1);
      if (titles.size === 3) break;
    }
    return [...titles];
  }

  /** Answers one query in Algolia's response shape, with escaped highlights and snippets. */
  search(rawQuery: string, options: QueryOptions = {}): SearchResponse {
    const started = performance.now();
    const query = rawQuery.slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = options.hitsPerPage ?? HITS_PER_PAGE;
    const page = Math.max(0, options.page ?? 0);
    const ranked = query.trim() ? this.rank(query) : [];
    const tags = options.tags ?? { pre: '<mark>', post: '</mark>' };
    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => this.toHit(r, options.snippetWords ?? SNIPPET_WORDS.wide, tags, options.ellipsis ?? '…'));
    const response: SearchResponse = {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: `query=${encodeURIComponent(query)}&page=${page}&hitsPerPage=${hitsPerPage}`,
      index: options.indexName ?? 'local',
      queryID: `local-${(++queryCounter).toString(16)}`,
      exhaustiveNbHits: true,
    };
    if (!ranked.length && query.trim()) response.suggestions = this.suggest(query);
    return response;
  }

  private toHit(result: SearchResult, snippetWords: number, tags: Tags, ellipsis: string): SearchHit {
    const id = result.id as number;
    const record = this.records[id]!;
    const { route, type } = record;
    const hierarchy = shownHierarchy(record);
    const content = this.file.content?.[id] ?? '';
    const url = record.anchor ? `${route}#${record.anchor}` : route;
    const matched = new Set(Object.keys(result.match));
    const titleMatched = Object.values(result.match).some((fields) => fields.includes('title'));
    const highlightResult: Partial<Record<keyof Hierarchy, HighlightValue>> = {};
    const snippetResult: Partial<Record<keyof Hierarchy, SnippetValue>> = {};
    for (const key of HIERARCHY_KEYS) {
      const text = hierarchy[key];
      if (text === null) continue;
      const h = highlight(text, key === 'lvl0' ? new Set() : matched, tags);
      highlightResult[key] = { value: h.value, matchLevel: h.hit ? 'full' : 'none', matchedWords: h.words };
      snippetResult[key] = { value: h.value, matchLevel: h.hit ? 'full' : 'none' };
    }
    const contentHighlight = highlight(content, matched, tags);
    const contentSnippet = snippet(content, matched, snippetWords, tags, ellipsis);
    return {
      objectID: url,
      url,
      url_without_anchor: route,
      anchor: record.anchor || null,
      // A heading record found only through its body text reads best as a content hit with a snippet.
      type: !titleMatched && type !== 'lvl1' && content ? 'content' : type,
      hierarchy,
      content: content || null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { level: 0, position: 0, pageRank: 0 },
      _highlightResult: {
        hierarchy: highlightResult,
        content: { value: contentHighlight.value, matchLevel: contentHighlight.hit ? 'full' : 'none', matchedWords: contentHighlight.words },
      },
      _snippetResult: { hierarchy: snippetResult, content: { value: contentSnippet.value, matchLevel: contentSnippet.hit ? 'full' : 'none' } },
    };
  }
}
