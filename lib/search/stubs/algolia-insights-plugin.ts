/**
 * Stands in for `@algolia/autocomplete-plugin-algolia-insights` in the browser bundle (turbopack.resolveAlias in
 * next.config.ts).
 *
 * autocomplete-core, under DocSearch's modal, imports Algolia's click-analytics plugin statically but creates it
 * only when the modal has `insights` on, and the site keeps it off (no requests to third parties, see
 * components/search/search-modal.tsx). The plugin was 2.1 KB gzip of the modal chunk (25.8 -> 23.7 KB,
 * bench/search.ts).
 */

/** Thrown if anything turns insights on. */
export const INSIGHTS_DISABLED_MESSAGE =
  'Search insights are disabled: next.config.ts replaces @algolia/autocomplete-plugin-algolia-insights with lib/search/stubs/algolia-insights-plugin.ts ' +
  '(the site sends no click analytics). Remove that alias from turbopack.resolveAlias before turning `insights` on.';

export function createAlgoliaInsightsPlugin(): never {
  throw new Error(INSIGHTS_DISABLED_MESSAGE);
}
