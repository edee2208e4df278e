import { LocalSearchEngine, type IndexFile } from './engine';
import { cappedQuery, RetryError, snippetWordsOf } from './request';
import type { MultiSearch } from './types';

/** URLs of the two hashed index files. */
export interface IndexUrls {
  titles: string;
  full: string;
}

interface Slot {
  promise?: Promise<LocalSearchEngine>;
  engine?: LocalSearchEngine;
}

const slots = new Map<string, Slot>();

function load(url: string, fetcher: typeof fetch): Promise<LocalSearchEngine> {
  const slot = slots.get(url) ?? {};
  slots.set(url, slot);
  if (slot.engine) return Promise.resolve(slot.engine);
  slot.promise ??= fetcher(url)
    .then((response) => {
      if (!response.ok) throw new RetryError(`Unreachable hosts: index answered ${response.status}`);
      return response.json() as Promise<IndexFile>;
    })
    .then((file) => (slot.engine = new LocalSearchEngine(file)))
    .catch((error: unknown) => {
      slot.promise = undefined; // a later query tries again
      throw error instanceof RetryError ? error : new RetryError(`Unreachable hosts: ${String(error)}`);
    });
  return slot.promise;
}

/** Starts loading the index files (titles first, then the full index) on the reader's first intent. */
export function prefetchIndex(urls: IndexUrls, fetcher: typeof fetch = fetch): void {
  load(urls.titles, fetcher)
    .then(() => load(urls.full, fetcher))
    .catch(() => undefined); // reported when a query needs it
}

/** The best engine available now: the full index once loaded, else the titles index as soon as it arrives. */
export async function currentEngine(urls: IndexUrls, fetcher: typeof fetch = fetch): Promise<LocalSearchEngine> {
  const full = slots.get(urls.full)?.engine;
  if (full) return full;
  const titles = await load(urls.titles, fetcher);
  void load(urls.full, fetcher).catch(() => undefined);
  return slots.get(urls.full)?.engine ?? titles;
}

/** Forgets loaded indexes (tests). */
export const resetIndexCache = (): void => slots.clear();

/** A multi-query search over the embedded index, in the shape algoliasearch answers; `complete` waits for the full index. */
export function createLocalMultiSearch(urls: IndexUrls, options: { complete?: boolean; fetcher?: typeof fetch } = {}): MultiSearch {
  const fetcher = options.fetcher ?? fetch;
  return async ({ requests }) => {
    // The modal answers from the small titles file first; the results page waits for full text and snippets.
    const engine = options.complete ? await load(urls.full, fetcher) : await currentEngine(urls, fetcher);
    return {
      results: requests.map((request) =>
        engine.search(cappedQuery(request), {
          page: request.page,
          hitsPerPage: request.hitsPerPage,
          snippetWords: snippetWordsOf(request),
          tags: { pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>' },
          ellipsis: request.snippetEllipsisText,
          indexName: request.indexName,
        }),
      ),
    };
  };
}
