/**
 * Prefetch for a static export with one payload file a page. Next's client navigates by fetching the page's payload,
 * `<path>.txt?_rsc=<hash of its request headers>`. The `_rsc` parameter keeps HTTP caches from mixing answers that a
 * server would vary by header, but a static export has one file whatever the headers, so a payload fetched ahead of
 * the click is exactly what the navigation would get. The build leaves out Next's six per-segment prefetch files a
 * page (lib/deploy/segment-files.ts); this is what prefetches instead.
 */

/** The payload file Next's client reads for a path in a static export: `<path>.txt`, or `index.txt` after a "/". */
export function payloadPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.txt` : `${pathname}.txt`;
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A path ending in a file name with an extension: a download or an asset, which has no payload. Page routes have no dot. */
const FILE_PATH = /\.[^/]*$/;

/** How many prefetched payloads are kept (the oldest goes first); a reader hovers far fewer links than this. */
const KEEP = 50;

export interface PayloadCache {
  /** Fetches the payload of an in-site page, once, and keeps it for the navigation; a file's path (`.md`, `.png`) is left alone. */
  prefetch(pathname: string): void;
  /** A `fetch` that answers a navigation's payload request from the prefetched copy and passes anything else on. */
  fetch: Fetch;
}

export function createPayloadCache(network: Fetch, origin: string): PayloadCache {
  const payloads = new Map<string, Promise<Response>>();
  const requestUrl = (input: RequestInfo | URL): URL => new URL(input instanceof Request ? input.url : String(input), origin);
  return {
    prefetch(pathname) {
      const file = payloadPath(pathname);
      if (FILE_PATH.test(pathname) || payloads.has(file)) return;
      const response = network(file, { priority: 'low' } as RequestInit).then((r) => {
        if (!r.ok) throw new Error(`${file}: ${r.status}`);
        return r;
      });
      // A failed prefetch is forgotten: the navigation then asks the network itself.
      response.catch(() => payloads.delete(file));
      payloads.set(file, response);
      if (payloads.size > KEEP) payloads.delete(payloads.keys().next().value!);
    },
    fetch(input, init) {
      const url = requestUrl(input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const cached = url.origin === origin && method === 'GET' && url.searchParams.has('_rsc') ? payloads.get(url.pathname) : undefined;
      if (!cached) return network(input, init);
      return cached.then(
        (response) => response.clone(),
        () => network(input, init),
      );
    },
  };
}

let installed: PayloadCache | undefined;

/** The page's payload cache, installed as `window.fetch` on first use (the browser's own fetch answers the rest). */
export function payloadCache(): PayloadCache {
  if (!installed) {
    const network = window.fetch.bind(window);
    installed = createPayloadCache(network, window.location.origin);
    window.fetch = installed.fetch;
  }
  return installed;
}
