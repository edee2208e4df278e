/**
 * Stands in, in the server bundle only, for Next's per-segment prefetch data
 * (`next/dist/esm/server/app-render/collect-segment-data`, aliased in next.config.ts).
 *
 * For every page it renders, Next decodes the page's payload again and cuts it into six per-segment files
 * (`<route>/__next.*.txt`) for its segment prefetch cache. This site ships none of them: its links do not use Next's
 * prefetch, and prefetch on intent fetches the page's one payload file (lib/next-contract/segment-files.ts,
 * lib/next-contract/payload-prefetch.ts). Skipping the work saves about 6 ms a page (docs/build-performance.md).
 */

/** No segments: Next writes no per-segment file for the page. */
export async function collectSegmentData(): Promise<Map<string, Buffer>> {
  return new Map();
}

/** Next asks for prefetch hints only with `prefetchInlining` or Cache Components on; this site turns both off. */
export async function collectPrefetchHints(): Promise<never> {
  throw new Error('collectPrefetchHints is replaced by lib/next-contract/no-segment-data.ts (next.config.ts aliases it): it is needed only with experimental.prefetchInlining or cacheComponents, which this site leaves off');
}
