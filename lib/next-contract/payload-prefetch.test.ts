import { PAYLOAD_OPEN, encodePayload } from './page-payload';
import { createPayloadCache, pageOfPayload, payloadPath } from './payload-prefetch';

const ORIGIN = 'https://docs.example';

/** A page whose HTML carries the payload `payload of <path>` (with markup in it, as real payloads have). */
const pageHtml = (pathname: string) => `<!DOCTYPE html><html><body><main>text</main>${PAYLOAD_OPEN}${encodePayload(`payload of ${pathname} <b>&</b>`)}</script></body></html>`;

/**
 * A site on the network: pages carry their payload; `without` pages carry none; `missing` paths answer 404; a
 * `.txt` file answers with its own URL. Every request is counted.
 */
function fakeSite({ without = [] as string[], missing = [] as string[] } = {}) {
  const requests: string[] = [];
  const network = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    const { pathname } = new URL(url, ORIGIN);
    if (missing.includes(pathname)) return new Response('not found', { status: 404 });
    if (pathname.endsWith('.txt')) return new Response(`file ${url}`, { headers: { 'content-type': 'text/plain' } });
    return new Response(without.includes(pathname) ? '<html><body>no payload</body></html>' : pageHtml(pathname), { headers: { 'content-type': 'text/html' } });
  });
  return { network, requests };
}

describe('payloadPath and pageOfPayload', () => {
  it('name the .txt file Next reads in a static export (index.txt after a slash) and the page it belongs to', () => {
    expect(payloadPath('/pact-5/capabilities/with-capability')).toBe('/pact-5/capabilities/with-capability.txt');
    expect(payloadPath('/')).toBe('/index.txt');
    expect(payloadPath('/pr-7/')).toBe('/pr-7/index.txt');
    for (const page of ['/pact-5/capabilities/with-capability', '/', '/pr-7/']) expect(pageOfPayload(payloadPath(page))).toBe(page);
  });
});

describe('createPayloadCache', () => {
  it("answers a navigation's payload request with the payload the page's HTML carries, as Next's static client expects it", async () => {
    const { network, requests } = fakeSite();
    const cache = createPayloadCache(network, ORIGIN);
    const response = await cache.fetch(`${ORIGIN}/guides/quickstart.txt?_rsc=abc`, { headers: { RSC: '1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/x-component');
    expect(await response.text()).toBe('payload of /guides/quickstart <b>&</b>');
    expect(requests).toEqual(['/guides/quickstart']);
  });

  it('answers the navigation to a prefetched page from the prefetched copy, as often as asked', async () => {
    const { network, requests } = fakeSite();
    const cache = createPayloadCache(network, ORIGIN);
    cache.prefetch('/guides/quickstart');
    const first = await cache.fetch(`${ORIGIN}/guides/quickstart.txt?_rsc=abc`);
    const second = await cache.fetch(new URL(`${ORIGIN}/guides/quickstart.txt?_rsc=def`));
    expect(await first.text()).toBe('payload of /guides/quickstart <b>&</b>');
    expect(await second.text()).toBe('payload of /guides/quickstart <b>&</b>');
    expect(requests).toEqual(['/guides/quickstart']);
  });

  it('prefetches a page once however often its link is hovered, and the root page too', () => {
    const { requests, network } = fakeSite();
    const cache = createPayloadCache(network, ORIGIN);
    cache.prefetch('/a');
    cache.prefetch('/a');
    cache.prefetch('/');
    expect(requests).toEqual(['/a', '/']);
  });

  it('leaves files alone: a markdown copy or an image has no payload', () => {
    const { requests, network } = fakeSite();
    const cache = createPayloadCache(network, ORIGIN);
    cache.prefetch('/a.md');
    cache.prefetch('/img/logo.png');
    expect(requests).toEqual([]);
  });

  it('passes on what is not a payload request: other origins, other methods, requests without _rsc, other files', async () => {
    const { requests, network } = fakeSite();
    const cache = createPayloadCache(network, ORIGIN);
    await cache.fetch(`https://elsewhere.example/a.txt?_rsc=1`);
    await cache.fetch(`${ORIGIN}/a.txt?_rsc=1`, { method: 'HEAD' });
    await cache.fetch(`${ORIGIN}/a.txt`);
    await cache.fetch(`${ORIGIN}/search-index.json?_rsc=1`);
    expect(requests).toEqual(['https://elsewhere.example/a.txt?_rsc=1', `${ORIGIN}/a.txt?_rsc=1`, `${ORIGIN}/a.txt`, `${ORIGIN}/search-index.json?_rsc=1`]);
  });

  it('asks for the .txt file, as Next did, when the page carries no payload, and for a missing page gets its 404 (an ordinary page load follows)', async () => {
    const { requests, network } = fakeSite({ without: ['/old'], missing: ['/gone', '/gone.txt'] });
    const cache = createPayloadCache(network, ORIGIN);
    expect(await (await cache.fetch(`${ORIGIN}/old.txt?_rsc=1`)).text()).toBe(`file ${ORIGIN}/old.txt?_rsc=1`);
    expect((await cache.fetch(`${ORIGIN}/gone.txt?_rsc=1`)).status).toBe(404);
    expect(requests).toEqual(['/old', `${ORIGIN}/old.txt?_rsc=1`, '/gone', `${ORIGIN}/gone.txt?_rsc=1`]);
  });

  it('forgets a failed prefetch, so the navigation asks the network again', async () => {
    let down = true;
    const { network: site, requests } = fakeSite();
    const network = jest.fn(async (input: RequestInfo | URL) => {
      if (down) {
        requests.push(`offline ${String(input)}`);
        throw new TypeError('Failed to fetch');
      }
      return site(input);
    });
    const cache = createPayloadCache(network, ORIGIN);
    cache.prefetch('/a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    down = false;
    expect(await (await cache.fetch(`${ORIGIN}/a.txt?_rsc=1`)).text()).toBe('payload of /a <b>&</b>');
    expect(requests).toEqual(['offline /a', '/a']);
  });
});
