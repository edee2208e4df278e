import { RetryError } from './request';

/** URLs of the two hashed index files. */
export interface IndexUrls {
  titles: string;
  full: string;
}

const files = new Map<string, Promise<unknown>>();

/** Fetches and parses an index file once (kept in memory; forgotten on failure so a later query retries). */
export function fetchIndexJson(url: string, fetcher: typeof fetch = fetch): Promise<unknown> {
  let file = files.get(url);
  if (!file) {
    file = fetcher(url)
      .then((response) => {
        if (!response.ok) throw new RetryError(`Unreachable hosts: index answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .catch((error: unknown) => {
        files.delete(url);
        throw error instanceof RetryError ? error : new RetryError(`Unreachable hosts: ${String(error)}`);
      });
    files.set(url, file);
  }
  return file;
}

/** Starts downloading the index (titles first, then the full index) on the reader's first intent; no engine code. */
export function prefetchIndex(urls: IndexUrls, fetcher: typeof fetch = fetch): void {
  fetchIndexJson(urls.titles, fetcher)
    .then(() => fetchIndexJson(urls.full, fetcher))
    .catch(() => undefined); // reported when a query needs it
}

/** Forgets fetched files (tests). */
export const resetIndexFiles = (): void => files.clear();
