'use client';

import { useCallback, useEffect, useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { DocSearchModal } from '@docsearch/react/modal';
import { betterAnswersArrival, getMultiSearch, isHosted, searchCredentials, searchIndexName } from '@/lib/search/client';
import { CONTEXTUAL_FACET_FILTERS } from '@/lib/search/hosted-client';
import type { IndexUrls } from '@/lib/search/local-client';
import { HITS_PER_PAGE, MAX_QUERY_LENGTH, type MultiSearch, type SearchResponse } from '@/lib/search/types';
import { missingResultsUrl, resultsPageHref, snippetWordsForViewport } from './search-shared';
import { refreshModalScreens, useModalScreens } from './use-modal-screens';
import { askModalAgain } from './ask-again';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './search.css';
import { env } from '@/lib/env';
import { SiteLink } from '@/components/site-link';

/** Props of the lazily loaded modal. */
export interface SearchModalProps {
  indexUrls: IndexUrls;
  initialQuery?: string;
  onClose: () => void;
}

const TRANSLATIONS = {
  searchBox: { placeholderText: 'Search docs' },
  startScreen: { noRecentSearchesText: 'No recent searches' },
  errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
};

/** Remembers each query's answer so the footer can show its count and the no-results screen its suggestions. */
const answers = new Map<string, SearchResponse>();
/** Queries whose last search failed (index or hosts unreachable). */
const failures = new Set<string>();

type TransformClient = Parameters<NonNullable<React.ComponentProps<typeof DocSearchModal>['transformSearchClient']>>[0];

/** DocSearch's modal fed by the site's search function (embedded index or Algolia). */
export function SearchModal({ indexUrls, initialQuery, onClose }: SearchModalProps) {
  const router = useRouter();
  const search: MultiSearch = getMultiSearch(indexUrls);
  const transformSearchClient = useCallback(
    (client: TransformClient): TransformClient => ({
      ...client,
      search: (async (params: Parameters<MultiSearch>[0]) => {
        const query = (params.requests[0]?.query ?? '').slice(0, MAX_QUERY_LENGTH);
        // Taken before asking: an answer given while the full index was not in use may come from the titles file.
        const arrival = betterAnswersArrival(indexUrls);
        try {
          const answer = await search(params);
          failures.delete(query);
          const first = answer.results[0];
          if (first) answers.set(first.query, first);
          // Perhaps answered from the titles file: once the full index is in, ask again so pages found by text appear.
          void arrival?.then(() => askModalAgain(query));
          return answer;
        } catch (error) {
          failures.add(query);
          throw error;
        } finally {
          // The screen may not change when the answer arrives (no results before and after), so redraw our parts.
          setTimeout(refreshModalScreens, 0);
        }
      }) as unknown as TransformClient['search'],
    }),
    [search, indexUrls],
  );
  const indices = useMemo(() => {
    const searchParameters = {
      hitsPerPage: HITS_PER_PAGE,
      attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'hierarchy.lvl4:15', 'hierarchy.lvl5:15', 'hierarchy.lvl6:15', `content:${snippetWordsForViewport()}`],
      ...(isHosted() ? { facetFilters: CONTEXTUAL_FACET_FILTERS } : {}),
    };
    return [{ name: searchIndexName(), searchParameters }];
  }, []);
  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => router.push(itemUrl),
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => void window.open(withBase(itemUrl), '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => void window.open(withBase(itemUrl), '_blank', 'noopener,popup'),
    }),
    [router],
  );

  useModalScreens(
    (query) => answers.get(query.slice(0, MAX_QUERY_LENGTH))?.suggestions ?? [],
    (query) => failures.has(query.slice(0, MAX_QUERY_LENGTH)),
  );

  useEffect(() => {
    // DocSearch sets maxLength 512; the spec caps the input at 64 characters.
    const cap = () => document.querySelector<HTMLInputElement>('.DocSearch-Input')?.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
    cap();
    const observer = new MutationObserver(cap);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const { appId, apiKey } = searchCredentials();
  return (
    <DocSearchModal
      appId={appId}
      apiKey={apiKey}
      indices={indices}
      initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
      initialQuery={initialQuery?.slice(0, MAX_QUERY_LENGTH)}
      onClose={onClose}
      placeholder="Search docs"
      translations={TRANSLATIONS}
      transformSearchClient={transformSearchClient}
      insights={false}
      navigator={navigator}
      recentSearchesLimit={7}
      recentSearchesWithFavoritesLimit={4}
      getMissingResultsUrl={missingResultsUrl}
      hitComponent={({ hit, children }) => (
        <SiteLink href={hit.url}>
          {children}
        </SiteLink>
      )}
      resultsFooterComponent={({ state }) => {
        const count = answers.get(state.query.slice(0, MAX_QUERY_LENGTH))?.nbHits;
        if (!count) return null;
        return (
          <SiteLink href={resultsPageHref(state.query)} onClick={onClose}>
            See all {count} results
          </SiteLink>
        );
      }}
    />
  );
}

const withBase = (url: string): string => `${env.basePath}${url}`;
