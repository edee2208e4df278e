import { createPayloadCache, payloadPath } from './payload-prefetch';

const ORIGIN = 'https://docs.example';

/** A network that answers every request with its own URL and counts the requests. */
function fakeNetwork(status = 200) {
  const requests: string[] = [];
  const network = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    return new Response(`payload of ${url}`, { status });
  });
  return { network, requests };
}

describe('payloadPath', () => {
  it('is the .txt file Next reads in a static export, index.txt after a slash', () => {
    expect(payloadPath('/pact-5/capabilities/with-capability')).toBe('/pact-5/capabilities/with-capability.txt');
    expect(payloadPath('/')).toBe('/index.txt');
    expect(payloadPath('/pr-7/')).toBe('/pr-7/index.txt');
  });
});

describe('createPayloadCache', () => {
  it('answers the navigation to a prefetched page from the prefetched copy, as often as asked', async () => {
    const { network, requests } = fakeNetwork();
    const cache = createPayloadCache(network, ORIGIN);
    cache.prefetch('/guides/quickstart');
    const first = await cache.fetch(`${ORIGIN}/guides/quickstart.txt?_rsc=abc`, { headers: { RSC: '1' } });
    const second = await cache.fetch(new URL(`${ORIGIN}/guides/quickstart.txt?_rsc=def`));
    expect(await first.text()).toBe('payload of /guides/quickstart.txt');
    expect(await second.text()).toBe('payload of /guides/quickstart.txt');
    expect(requests).toEqual(['/guides/quickstart.txt']);
  });

  it('prefetches a page once however often its link is hovered', () => {
    const { requests, network } = fakeNetwork();
    const cache = createPayloadCache(network, ORIGIN);
    cache.prefetch('/a');
    cache.prefetch('/a');
    expect(requests).toEqual(['/a.txt']);
  });

  it('leaves files alone: a markdown copy or an image has no payload', () => {
    const { requests, network } = fakeNetwork();
    const cache = createPayloadCache(network, ORIGIN);
    cache.prefetch('/a.md');
    cache.prefetch('/img/logo.png');
    expect(requests).toEqual([]);
  });

  it('passes on what it did not prefetch: other pages, other origins, other methods, requests without _rsc', async () => {
    const { requests, network } = fakeNetwork();
    const cache = createPayloadCache(network, ORIGIN);
    cache.prefetch('/a');
    await cache.fetch(`${ORIGIN}/b.txt?_rsc=1`);
    await cache.fetch(`https://elsewhere.example/a.txt?_rsc=1`);
    await cache.fetch(`${ORIGIN}/a.txt?_rsc=1`, { method: 'HEAD' });
    await cache.fetch(`${ORIGIN}/a.txt`);
    expect(requests).toEqual(['/a.txt', `${ORIGIN}/b.txt?_rsc=1`, 'https://elsewhere.example/a.txt?_rsc=1', `${ORIGIN}/a.txt?_rsc=1`, `${ORIGIN}/a.txt`]);
  });

  it('forgets a failed prefetch, so the navigation asks the network itself', async () => {
    const { requests, network } = fakeNetwork(404);
    const cache = createPayloadCache(network, ORIGIN);
    cache.prefetch('/gone');
    const response = await cache.fetch(`${ORIGIN}/gone.txt?_rsc=1`);
    expect(response.status).toBe(404);
    expect(requests).toEqual(['/gone.txt', `${ORIGIN}/gone.txt?_rsc=1`]);
    await cache.fetch(`${ORIGIN}/gone.txt?_rsc=2`);
    expect(requests).toHaveLength(3);
  });
});
