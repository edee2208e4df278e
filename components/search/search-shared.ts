import { siteConfig } from '@/lib/site-config';
import { MAX_QUERY_LENGTH, SNIPPET_BREAKPOINT, SNIPPET_WORDS } from '@/lib/search/types';

/** Snippet length for this screen: 10 words, 5 at 768 px and below. */
export const snippetWordsForViewport = (): number =>
  typeof window !== 'undefined' && window.matchMedia(`(max-width: ${SNIPPET_BREAKPOINT}px)`).matches ? SNIPPET_WORDS.narrow : SNIPPET_WORDS.wide;

/** Link to the results page for a query. */
export const resultsPageHref = (query: string, page = 0): string =>
  `/search?q=${encodeURIComponent(query.slice(0, MAX_QUERY_LENGTH))}${page > 0 ? `&page=${page + 1}` : ''}`;

/** "Let us know.": a new issue on the docs repository, prefilled with the query. */
export const missingResultsUrl = ({ query }: { query: string }): string => {
  const title = `Search: no results for "${query}"`;
  const body = `The search for "${query}" returned no results, but I expected to find:\n\n`;
  return `${siteConfig.docsRepoUrl}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}&labels=search`;
};
