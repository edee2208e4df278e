import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { highlight, snippet, type Tags } from './highlight';
import { fitOf, isReferenceTitle } from './intent-fit';
import { completionWeight, intentOf, planWords, queryOf, type Intent, type WordPlan } from './query-plan';
import { indexTerms, queryTerm, tokenize } from './tokenize';
import { Vocabulary, withinEdits, type SerialisedTerms } from './vocabulary';
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
  /** A page's front-matter description (page records only). */
  summary: string;
  /** A page's headings (page records only): with the title and description, what the page is about. */
  outline: string;
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

/** Adds `content`, computed on first read and kept (an enumerable property, so JSON and spreads still carry it). */
function lazyContent<T extends object, V>(target: T, compute: () => V): T & { content: V } {
  let value: V | undefined;
  return Object.defineProperty(target, 'content', {
    enumerable: true,
    configurable: true,
    get: () => (value ??= compute()),
  }) as T & { content: V };
}

/** The number of bits set in a word mask. */
const bitCount = (mask: number): number => {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
};

/**
 * Records scoring below the best by more than this factor keep their coverage score without the title and intent
 * factors: a long question matches a thousand records, and none this far down reaches the first ten pages of hits
 * (the task query set ranks the same with the factors computed for every record).
 */
const FACTORS_WITHIN = 30;

/** How much of a page's summed score each of its records takes on: long questions are answered across sections. */
const PAGE_SHARE = 0.3;

const LEVEL_BOOST: Record<RecordType, number> = { lvl1: 2, lvl2: 1.4, lvl3: 1.2, lvl4: 1.1, lvl5: 1, lvl6: 1, content: 1 };
const HIERARCHY_KEYS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const miniSearchOptions = (): Options<IndexedDoc> => ({
  fields: ['title', 'summary', 'outline', 'content', 'aliases'],
  tokenize,
  processTerm: indexTerms,
  searchOptions: { processTerm: queryTerm, tokenize },
});

/** What the index holds of a record besides its hierarchy: shown text, and words that are searched but not shown. */
interface RecordText {
  content?: string[];
  keywords?: string[];
  descriptions?: string[];
}

/** Compacts records into the index file; `withContent` false gives the small titles-only file. */
export function buildIndexFile(records: SearchRecord[], withContent = true): IndexFile {
  const file: IndexFile = { version: INDEX_VERSION, ...encodeRecords(records) };
  if (!withContent) return file;
  file.content = records.map((r) => r.content ?? '');
  // Keywords and descriptions live only in the serialised index: searchable with their own weight, not in the small
  // titles file (the description is also the start of the page record's shown content).
  const text = { content: file.content, keywords: records.map((r) => r.keywords?.join(' ') ?? ''), descriptions: records.map((r) => r.description ?? '') };
  file.index = indexOver(decodeRecords(file), text).toJSON();
  return file;
}

function indexOver(records: IndexedRecord[], text: RecordText = {}): MiniSearch<IndexedDoc> {
  const mini = new MiniSearch<IndexedDoc>(miniSearchOptions());
  const outlines = outlinesOf(records);
  mini.addAll(records.map((r, id) => ({ id, title: titleOf(r), summary: text.descriptions?.[id] ?? '', outline: outlines.get(id) ?? '', content: text.content?.[id] ?? '', aliases: `${aliasesOf(r)} ${text.keywords?.[id] ?? ''}` })));
  return mini;
}

/** Each page record's headings, joined (records come page by page: the page record, then its headings). */
function outlinesOf(records: IndexedRecord[]): Map<number, string> {
  const outlines = new Map<number, string>();
  let page = -1;
  records.forEach((record, id) => {
    if (record.type === 'lvl1') page = id;
    else if (page >= 0) outlines.set(page, `${outlines.get(page) ?? ''} ${titleOf(record)}`);
  });
  return outlines;
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
 * front-matter keywords, phrase aliases) and its title weigh most, then its description, then the body. Each word
 * carries its own prefix and typo settings (query-plan.ts); words combine with OR and rank() then favours records
 * that match more of them.
 */
const searchOptions = (records: IndexedRecord[]): SearchOptions => ({
  combineWith: 'OR',
  boost: { title: 3, aliases: 6, summary: 3, outline: 2, content: 1 },
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
    this.mini = file.index ? MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], miniSearchOptions()) : indexOver(this.records, { content: file.content });
    this.options = searchOptions(this.records);
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
   * "my"), so any word may match, and a word that matches nowhere counts against no page: a question always finds
   * the pages that match most of it. A record's score is scaled by the share of the query's words it and its page
   * match (cubed: all words first), raised when its title is made of the query's words, and weighed by whether it is
   * the kind of page the question asks for.
   */
  rank(query: string): SearchResult[] {
    const capped = query.slice(0, MAX_QUERY_LENGTH);
    const plans = planWords(capped, this.vocabulary);
    if (!plans.length) return [];
    const wordOf = new Map<string, number>();
    plans.forEach((plan, i) => [plan.term, ...plan.alternates, ...plan.related].forEach((term) => wordOf.has(term) || wordOf.set(term, i)));
    const results = this.mini.search(queryOf(plans), this.optionsFor(plans.at(-1)!, wordOf));
    // Which of the query's words each record matches (a bitmask: a query has at most a few dozen words).
    const words = new Map(results.map((r) => [r, r.queryTerms.reduce((mask, t) => mask | (1 << wordOf.get(t)!), 0)]));
    // A page can answer a query across its sections: each record also counts the words its page matches elsewhere.
    const pageWords = new Map<string, number>();
    for (const [r, mask] of words) pageWords.set(this.routeOf(r), (pageWords.get(this.routeOf(r)) ?? 0) | mask);
    // Words no record holds, even misspelt ("zzqx"), are left out of the share: they would count against every page.
    // Each word counts by its rarity among the matches: "intel macbook" says more about the page than "use pact".
    const holders = plans.map((_, w) => [...words.values()].reduce((count, mask) => count + ((mask >> w) & 1), 0));
    const weights = holders.map((count) => (count ? Math.log(1 + this.records.length / count) : 0));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    if (!total) return [];
    const shares = new Map<number, number>();
    const share = (mask: number): number => {
      let known = shares.get(mask);
      if (known === undefined) shares.set(mask, (known = weights.reduce((sum, weight, w) => sum + ((mask >> w) & 1) * weight, 0) / total));
      return known;
    };
    for (const [r, mask] of words) r.score *= ((share(mask) + share(pageWords.get(this.routeOf(r))!)) / 2) ** 3;
    // The title and intent factors only for records that can still reach the first hits (FACTORS_WITHIN).
    const best = results.reduce((max, r) => Math.max(max, r.score), 0);
    const intent = intentOf(capped);
    for (const result of results) {
      if (result.score * FACTORS_WITHIN < best) continue;
      const id = result.id as number;
      result.score *= this.titleBonus(id, result.terms, plans) * this.intentFit(id, intent);
    }
    // A page whose other sections also answer the query lifts each of its records (by a share of the page's sum).
    const pageSum = new Map<string, number>();
    for (const r of results) pageSum.set(this.routeOf(r), (pageSum.get(this.routeOf(r)) ?? 0) + r.score);
    for (const r of results) r.score = r.score * (1 - PAGE_SHARE) + PAGE_SHARE * pageSum.get(this.routeOf(r))!;
    const ranked = results.sort((a, b) => b.score - a.score);
    // With several words, a record matching one of them only is noise once others match more.
    const several = (r: SearchResult) => bitCount(words.get(r)!) > 1;
    if (holders.filter(Boolean).length > 1 && ranked.length && several(ranked[0]!)) return ranked.filter((r) => several(r) || r.score >= ranked[0]!.score / 4);
    return ranked;
  }

  /**
   * The search options of a query: when its last word is a fragment being typed (or cut off by the input's length),
   * each word it may become counts by the share of it typed (completionWeight), through MiniSearch's boostDocument.
   */
  private optionsFor(last: WordPlan, planned: Map<string, number>): SearchOptions {
    if (last.complete) return this.options;
    const boostDocument = this.options.boostDocument!;
    return { ...this.options, boostDocument: (id, term, stored) => boostDocument(id, term, stored) * (planned.has(term) ? 1 : completionWeight(last.term, term)) };
  }

  private vocabularyCache: Vocabulary | undefined;

  /** The index's words and their record counts (for the titles file, counted from the titles and route words). */
  private get vocabulary(): Vocabulary {
    const serialised = (this.file.index as { index?: SerialisedTerms } | undefined)?.index;
    this.vocabularyCache ??= serialised ? Vocabulary.fromIndex(serialised, this.records.length) : Vocabulary.fromDocuments(this.records.map((r) => tokenize(`${titleOf(r)} ${aliasesOf(r)}`).flatMap(indexTerms)));
    return this.vocabularyCache;
  }

  private routeOf(result: SearchResult): string {
    return this.records[result.id as number]!.route;
  }

  private titleWords: string[][] | undefined;

  /** From 1 (no title word matched) to 2: half for the share of the title matched, half for the share of the query in it. */
  private titleBonus(id: number, matched: string[], plans: WordPlan[]): number {
    // A compound title ("parse-time") holds its joined name and each part, as the index does.
    this.titleWords ??= this.records.map((r) => tokenize(titleOf(r)).filter((w) => queryTerm(w) !== null).flatMap(indexTerms));
    const title = this.titleWords[id]!;
    if (!title.length) return 1;
    // Sets and title-sized loops: a one-letter prefix matches hundreds of terms in thousands of records.
    const hit = new Set(matched);
    const inTitle = title.filter((w) => hit.has(w));
    // And the share of the query the title holds: "Get started running a node" answers "run a node" more than "Nodes".
    const covered = plans.filter((p) => inTitle.some((w) => w.startsWith(p.term) || p.alternates.includes(w) || (p.edits > 0 && withinEdits(w, p.term, p.edits)))).length / plans.length;
    return 1 + 0.5 * (inTitle.length / title.length) + 0.5 * covered;
  }

  /**
   * How well a record's kind fits the question: "what is", "why" and "difference between" ask for the page that
   * explains a concept, not a function's reference page that uses the word; a pasted error asks for the section
   * that names it, or a section of the page that troubleshoots.
   */
  private intentFit(id: number, intent: Intent | null): number {
    if (!intent) return 1;
    const record = this.records[id]!;
    return fitOf(intent, { reference: isReferenceTitle(record.hierarchy.lvl1), heading: titleOf(record), pageTitle: record.hierarchy.lvl1 });
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
      // The whole section highlighted is Algolia's shape, but the modal and /search show the snippet: computed on read.
      _highlightResult: lazyContent({ hierarchy: highlightResult }, () => {
        const whole = highlight(content, matched, tags);
        return { value: whole.value, matchLevel: whole.hit ? 'full' : 'none', matchedWords: whole.words };
      }),
      _snippetResult: { hierarchy: snippetResult, content: { value: contentSnippet.value, matchLevel: contentSnippet.hit ? 'full' : 'none' } },
    };
  }
}
