import { escapeHtml } from './highlight';
import { MAX_QUERY_LENGTH, SNIPPET_WORDS, type SearchHit, type SearchRequest } from './types';

/** Snippet length asked for by `attributesToSnippet` ("content:10"), else the wide default. */
export function snippetWordsOf(request: SearchRequest): number {
  const entry = request.attributesToSnippet?.find((a) => a.startsWith('content:'));
  const words = entry ? Number(entry.slice('content:'.length)) : NaN;
  return Number.isInteger(words) && words > 0 ? words : SNIPPET_WORDS.wide;
}

/** The query as the site sends it: at most 64 characters. */
export const cappedQuery = (request: SearchRequest): string => (request.query ?? '').slice(0, MAX_QUERY_LENGTH);

/** Error that DocSearch turns into its "Unable to fetch results" screen (it checks the name). */
export class RetryError extends Error {
  override name = 'RetryError';
}

const PRE = '__kd_hl__';
const POST = '__/kd_hl__';

/** Placeholder tags asked of a hosted engine, so its raw values can be escaped before tags become HTML. */
export const PLACEHOLDER_TAGS = { pre: PRE, post: POST } as const;

/** Escapes a value highlighted with placeholder tags, then swaps in the requested tags. */
export const escapeHighlighted = (value: string, pre: string, post: string): string => escapeHtml(value).split(PRE).join(pre).split(POST).join(post);

type Valued = { value: string };

/** Escapes every highlight and snippet value of a hit returned with placeholder tags. */
export function escapeHit(hit: SearchHit, pre: string, post: string): SearchHit {
  const fix = <T extends Valued>(v: T | undefined): T | undefined => (v ? { ...v, value: escapeHighlighted(v.value, pre, post) } : v);
  const fixLevels = <T extends Valued>(levels: Partial<Record<string, T>>) => Object.fromEntries(Object.entries(levels).map(([k, v]) => [k, fix(v)]));
  return {
    ...hit,
    _highlightResult: { content: fix(hit._highlightResult?.content), hierarchy: fixLevels(hit._highlightResult?.hierarchy ?? {}) },
    _snippetResult: { content: fix(hit._snippetResult?.content), hierarchy: fixLevels(hit._snippetResult?.hierarchy ?? {}) },
  };
}
