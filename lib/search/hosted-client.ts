import { liteClient } from 'algoliasearch/lite';
import { createHostStateCache } from './host-state-cache';
import { cappedQuery, escapeHit, PLACEHOLDER_TAGS } from './request';
import type { MultiSearch, SearchHit, SearchResponse } from './types';

/** Hosted search settings (all three must be set). */
export interface HostedConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** A host the client may call (tests point this at a local stand-in). */
export interface HostedHost {
  url: string;
  accept: 'read' | 'write' | 'readWrite';
  protocol: 'http' | 'https';
  port?: number;
}

/** Spec timeouts in milliseconds (a failed host is skipped for 2 minutes: see host-state-cache.ts). */
export const HOSTED_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;

/** Contextual search: only this locale and docs version (DocSearch's Docusaurus convention). */
export const CONTEXTUAL_FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** A multi-query search against Algolia through algoliasearch, contextual, insights off, escaped highlights. */
export function createHostedMultiSearch(config: HostedConfig, hosts?: HostedHost[]): MultiSearch {
  const client = liteClient(config.appId, config.apiKey, {
    timeouts: { ...HOSTED_TIMEOUTS },
    hostsCache: createHostStateCache() as never,
    ...(hosts ? { hosts } : {}),
  });
  return async ({ requests }) => {
    const { results } = await client.search({
      requests: requests.map((request) => ({
        ...request,
        indexName: config.indexName,
        query: cappedQuery(request),
        facetFilters: CONTEXTUAL_FACET_FILTERS,
        clickAnalytics: false,
        highlightPreTag: PLACEHOLDER_TAGS.pre,
        highlightPostTag: PLACEHOLDER_TAGS.post,
      })),
    });
    return {
      results: (results as unknown as SearchResponse[]).map((result, i) => {
        const pre = requests[i]?.highlightPreTag ?? '<mark>';
        const post = requests[i]?.highlightPostTag ?? '</mark>';
        return { ...result, hits: result.hits.map((hit: SearchHit) => escapeHit(hit, pre, post)) };
      }),
    };
  };
}
