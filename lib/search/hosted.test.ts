import http from 'node:http';
import net from 'node:net';
import { createHostedMultiSearch, type HostedHost } from './hosted-client';
import { pushRecords } from './push';
import type { SearchRecord } from './types';

/** A local stand-in for the Algolia REST API that records what the real client sends. */
function standIn() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      const path = (req.url ?? '').split('?')[0]!;
      calls.push({ method: req.method!, path, body });
      const send = (value: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (path === '/1/indexes/*/queries') {
        const request = (body as { requests: { query: string; indexName: string; highlightPreTag: string; highlightPostTag: string }[] }).requests[0]!;
        const mark = (text: string) => `${request.highlightPreTag}${text}${request.highlightPostTag}`;
        return send({
          results: [{
            hits: [{ objectID: '/a', url: '/a', type: 'content', content: '<img src=x onerror=alert(1)> keys-2', hierarchy: { lvl0: 'Pact 5 functions', lvl1: 'keys-2' },
              _highlightResult: { content: { value: `<img src=x onerror=alert(1)> ${mark('keys-2')}`, matchLevel: 'full', matchedWords: ['keys-2'] }, hierarchy: { lvl1: { value: mark('keys-2'), matchLevel: 'full', matchedWords: [] } } },
              _snippetResult: { content: { value: `<b>x</b> ${mark('keys-2')}`, matchLevel: 'full' }, hierarchy: {} } }],
            nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: request.query, params: '', index: request.indexName, queryID: 'q1',
          }],
        });
      }
      if (/\/task\/\d+$/.test(path)) return send({ status: 'published', pendingTask: false });
      if (path.endsWith('/settings')) return send({ taskID: 1, updatedAt: new Date().toISOString() });
      if (path.endsWith('/operation')) return send({ taskID: 2, updatedAt: new Date().toISOString() });
      if (path.endsWith('/batch')) return send({ taskID: 3, objectIDs: (body as { requests: unknown[] }).requests.map((_, i) => String(i)) });
      res.writeHead(404).end('{}');
    });
  });
  return { calls, server };
}

const listen = (server: net.Server): Promise<number> => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
const host = (port: number): HostedHost => ({ url: '127.0.0.1', port, accept: 'readWrite', protocol: 'http' });
const closedPort = async () => {
  const s = net.createServer();
  const port = await listen(s);
  await new Promise((r) => s.close(r));
  return port;
};

const config = { appId: 'TESTAPP', apiKey: 'search-key', indexName: 'kadena-docs' };
let api: ReturnType<typeof standIn>;
let apiPort: number;
beforeEach(async () => {
  api = standIn();
  apiPort = await listen(api.server);
});
afterEach(async () => {
  api.server.closeAllConnections();
  await new Promise((r) => api.server.close(r));
  jest.restoreAllMocks();
});

describe('hosted search (algoliasearch against a local stand-in)', () => {
  it('sends a contextual multi-query without analytics, caps the query and escapes what comes back', async () => {
    const search = createHostedMultiSearch(config, [host(apiPort)]);
    const { results } = await search({ requests: [{ indexName: 'ignored', query: 'k'.repeat(80), hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>' }] });
    const sent = (api.calls[0]!.body as { requests: Record<string, unknown>[] }).requests[0]!;
    expect(api.calls[0]!.path).toBe('/1/indexes/*/queries');
    expect(sent.indexName).toBe('kadena-docs');
    expect((sent.query as string).length).toBe(64);
    expect(sent.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(sent.clickAnalytics).toBe(false);
    const hit = results[0]!.hits[0]!;
    expect(results[0]!.queryID).toBe('q1');
    expect(hit._highlightResult.content!.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>keys-2</mark>');
    expect(hit._snippetResult.content!.value).toBe('&lt;b&gt;x&lt;/b&gt; <mark>keys-2</mark>');
  });

  it('fails with the RetryError DocSearch shows as "Unable to fetch results" when every host is unreachable', async () => {
    const search = createHostedMultiSearch(config, [host(await closedPort()), host(await closedPort())]);
    await expect(search({ requests: [{ indexName: 'x', query: 'keys' }] })).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('moves past a host that does not answer within its timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => {
      sockets.push(socket);
      socket.on('error', () => undefined);
    });
    const search = createHostedMultiSearch(config, [host(await listen(silent)), host(apiPort)]);
    const started = Date.now();
    await search({ requests: [{ indexName: 'x', query: 'first' }] });
    const waited = Date.now() - started;
    // One timeout spent on the silent host (connect 1 s), then the next host answered.
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(2500);
    expect(sockets).toHaveLength(1);
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => silent.close(r));
  });

});

describe('search:push', () => {
  it('uploads every record to a temporary index and moves it over the live one', async () => {
    const records = Array.from({ length: 1500 }, (_, i) => ({ objectID: `/p${i}`, url: `/p${i}` }) as unknown as SearchRecord);
    const sent = await pushRecords({ appId: 'TESTAPP', adminKey: 'admin', indexName: 'kadena-docs', records, hosts: [host(apiPort)] });
    expect(sent).toBe(1500);
    const batches = api.calls.filter((c) => c.path.endsWith('/batch'));
    expect(batches.length).toBe(2);
    const tmp = batches[0]!.path.split('/')[3]!;
    expect(tmp).toMatch(/^kadena-docs_tmp_\d+$/);
    expect(batches.reduce((n, c) => n + (c.body as { requests: unknown[] }).requests.length, 0)).toBe(1500);
    const moves = api.calls.filter((c) => c.path === `/1/indexes/${tmp}/operation`).map((c) => c.body as { operation: string; destination: string });
    expect(moves.at(-1)).toEqual({ operation: 'move', destination: 'kadena-docs' });
    expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/1/indexes/kadena-docs/settings')).toBe(true);
  });

  it('fails when the hosts cannot be reached', async () => {
    await expect(pushRecords({ appId: 'TESTAPP', adminKey: 'admin', indexName: 'kadena-docs', records: [], hosts: [host(await closedPort())] })).rejects.toMatchObject({ name: 'RetryError' });
  });
});

describe('a failed host', () => {
  it('is skipped for 2 minutes, then tried again', async () => {
    let failing = 0;
    const broken = http.createServer((_req, res) => {
      failing++;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"down"}');
    });
    const brokenPort = await listen(broken);
    const search = createHostedMultiSearch(config, [host(brokenPort), host(apiPort)]);
    const query = () => search({ requests: [{ indexName: 'x', query: 'keys-2' }] });
    let clock = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => clock);

    await expect(query()).resolves.toMatchObject({ results: [{ nbHits: 1 }] });
    expect(failing).toBe(1);
    clock += 119_000; // the spec: a failed host is retried after two minutes
    await query();
    expect(failing).toBe(1);
    clock += 2_000;
    await query();
    expect(failing).toBe(2);
    broken.closeAllConnections();
    await new Promise((r) => broken.close(r));
  });
});
