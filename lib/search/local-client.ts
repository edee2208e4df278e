import type { IndexFile, LocalSearchEngine } from './engine';
import { fetchIndexJson, type IndexUrls } from './prefetch';
import { cappedQuery, snippetWordsOf } from './request';
import type { MultiSearch } from './types';

export type { IndexUrls } from './prefetch';

const engines = new Map<string, Promise<LocalSearchEngine>>();
const ready = new Map<string, LocalSearchEngine>();

/** The engine's code (MiniSearch and the ranking) is fetched beside the index file, not with the page that searches. */
const engineCode = () => import('./engine');

function load(url: string, fetcher: typeof fetch): Promise<LocalSearchEngine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = Promise.all([fetchIndexJson(url, fetcher), engineCode()]).then(([file, { LocalSearchEngine }]) => {
      const loaded = new LocalSearchEngine(file as IndexFile);
      ready.set(url, loaded);
      return loaded;
    });
    engine.catch(() => engines.delete(url));
    engines.set(url, engine);
  }
  return engine;
}

/**
 * The best engine available now: the full index once loaded, else the titles index as soon as it arrives. A full
 * file that has already arrived (fetched on intent while the reader typed) is used at once, not from the next query on.
 */
export async function currentEngine(urls: IndexUrls, fetcher: typeof fetch = fetch): Promise<LocalSearchEngine> {
  const full = ready.get(urls.full);
  if (full) return full;
  const titles = await load(urls.titles, fetcher);
  const loading = load(urls.full, fetcher).catch(() => undefined);
  // A downloaded file becomes an engine within this task; one still downloading loses the race to a timer.
  const arrived = await Promise.race([loading, new Promise<undefined>((resolve) => setTimeout(resolve, 0))]);
  return arrived ?? titles;
}

/**
 * Settles when the full index is in use, for a screen that answered from the titles file and can ask again; undefined
 * when the full index already answers (or a load failed and the next query will retry it).
 */
export function fullIndexArrival(urls: IndexUrls, fetcher: typeof fetch = fetch): Promise<void> | undefined {
  if (ready.has(urls.full)) return undefined;
  return load(urls.full, fetcher).then(
    () => undefined,
    () => new Promise<void>(() => undefined), // never: nothing better to show
  );
}

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
