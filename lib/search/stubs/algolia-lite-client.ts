/**
 * Stands in for `algoliasearch/lite` in the browser bundle of builds without Algolia credentials (embedded index),
 * through turbopack.resolveAlias in next.config.ts; builds with credentials keep the real client.
 *
 * DocSearch's modal always creates an Algolia client (`liteClient(appId, apiKey)`, then `addAlgoliaAgent` and a
 * look at `transporter.algoliaAgent.value`), and the site then replaces its `search` with the embedded engine
 * (`transformSearchClient` in components/search/search-modal.tsx). So in that mode the client only has to exist:
 * this one has the members DocSearch touches and fails loudly if a request would ever go to Algolia.
 * Saves the real client's bytes in the modal code: its search chunk went from 14.0 to 8.8 KB gzip (bench/search.ts).
 */

/** Thrown if anything tries to query Algolia from a build without credentials. */
export const NOT_HOSTED_MESSAGE =
  'Algolia search is not configured in this build: next.config.ts replaces algoliasearch/lite with lib/search/stubs/algolia-lite-client.ts ' +
  'because NEXT_PUBLIC_ALGOLIA_APP_ID, NEXT_PUBLIC_ALGOLIA_SEARCH_KEY and NEXT_PUBLIC_ALGOLIA_INDEX were not all set when it was built. ' +
  'Queries must go through the embedded index (transformSearchClient).';

const notHosted = (): never => {
  throw new Error(NOT_HOSTED_MESSAGE);
};

/** Same version string shape as the real package exports (nothing reads it here). */
export const apiClientVersion = 'embedded';

/** The subset of algoliasearch's lite client DocSearch uses; every request method throws. */
export function liteClient(appId: string, apiKey: string) {
  const algoliaAgent = {
    value: 'embedded index, no requests',
    add({ segment, version }: { segment: string; version?: string }) {
      algoliaAgent.value += `; ${segment}${version ? ` (${version})` : ''}`;
      return algoliaAgent;
    },
  };
  return {
    appId,
    apiKey,
    transporter: { algoliaAgent },
    addAlgoliaAgent(segment: string, version?: string): void {
      algoliaAgent.add({ segment, version });
    },
    setClientApiKey: (): void => undefined,
    clearCache: (): Promise<void> => Promise.resolve(),
    search: notHosted,
    searchForHits: notHosted,
    searchForFacets: notHosted,
    getRecommendations: notHosted,
    customPost: notHosted,
  };
}
