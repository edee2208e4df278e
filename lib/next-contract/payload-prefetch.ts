import { BOOT_DATA_ID, payloadInHtml } from './page-payload';

/**
 * Client navigation and prefetch for a static export whose pages carry their own payload. Next's client navigates
 * by fetching the page's payload, `<path>.txt?_rsc=<hash of its request headers>`. The build does not write that
 * file when the page's HTML holds the same payload in its payload block (lib/next-contract/inline-scripts.ts): three files a
 * page instead of four. So this `fetch` answers those requests from the page itself: it fetches the page's HTML,
 * which a CDN or the browser may already hold, and hands Next the payload block as the response. When the page
 * carries none, the request goes to the network as Next made it (the `.txt` file, or a 404 that Next turns into an
 * ordinary page load).
 */

/** The payload file Next's client reads for a path in a static export: `<path>.txt`, or `index.txt` after a "/". */
export function payloadPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.txt` : `${pathname}.txt`;
}

/** The page whose payload a payload path names: `/a/b.txt` → `/a/b`, `/index.txt` → `/`. */
export function pageOfPayload(payloadFile: string): string {
  return payloadFile.endsWith('/index.txt') ? payloadFile.slice(0, -'index.txt'.length) : payloadFile.slice(0, -'.txt'.length);
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A path ending in a file name with an extension: a download or an asset, which has no payload. Page routes have no dot. */
const FILE_PATH = /\.[^/]*$/;

/** How many payloads are kept (the oldest goes first); a reader hovers far fewer links than this. */
const KEEP = 50;

/** What Next's static-export client accepts as a payload response. */
const PAYLOAD_TYPE = 'text/x-component';

export interface PayloadCache {
  /** Fetches an in-site page, once, and keeps its payload for the navigation; a file's path (`.md`, `.png`) is left alone. */
  prefetch(pathname: string): void;
  /** A `fetch` that answers a navigation's payload request from the page's own payload and passes anything else on. */
  fetch: Fetch;
}

export function createPayloadCache(network: Fetch, origin: string): PayloadCache {
  /** Payloads by payload path; undefined when the page carries none (or could not be fetched). */
  const payloads = new Map<string, Promise<string | undefined>>();
  const requestUrl = (input: RequestInfo | URL): URL => new URL(input instanceof Request ? input.url : String(input), origin);
  const load = (file: string, init: RequestInit): Promise<string | undefined> => {
    let payload = payloads.get(file);
    if (!payload) {
      payload = network(pageOfPayload(file), { credentials: 'same-origin', ...init })
        .then(async (response) => (response.ok ? payloadInHtml(await response.text()) : undefined))
        .catch(() => undefined);
      // A page that gave no payload is forgotten: the next navigation asks again.
      void payload.then((text) => text === undefined && payloads.delete(file));
      payloads.set(file, payload);
      if (payloads.size > KEEP) payloads.delete(payloads.keys().next().value!);
    }
    return payload;
  };
  return {
    prefetch(pathname) {
      if (FILE_PATH.test(pathname)) return;
      void load(payloadPath(pathname), { priority: 'low' } as RequestInit);
    },
    fetch(input, init) {
      const url = requestUrl(input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (url.origin !== origin || method !== 'GET' || !url.searchParams.has('_rsc') || !url.pathname.endsWith('.txt')) return network(input, init);
      return load(url.pathname, {}).then((payload) =>
        payload === undefined ? network(input, init) : new Response(payload, { status: 200, headers: { 'content-type': PAYLOAD_TYPE } }),
      );
    },
  };
}

/** A do-nothing cache for pages that are not a hardened static export (`next dev`): Next fetches as it would. */
const passThrough = (network: Fetch): PayloadCache => ({ prefetch: () => undefined, fetch: network });

let installed: PayloadCache | undefined;

/** The page's payload cache, installed as `window.fetch` on first use (the browser's own fetch answers the rest). */
export function payloadCache(): PayloadCache {
  if (!installed) {
    const network = window.fetch.bind(window);
    const exported = document.getElementById(BOOT_DATA_ID) !== null;
    installed = exported ? createPayloadCache(network, window.location.origin) : passThrough(network);
    window.fetch = installed.fetch;
  }
  return installed;
}
