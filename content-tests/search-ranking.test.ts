import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '@/lib/content/source';
import { buildIndexFile, LocalSearchEngine } from '@/lib/search/engine';
import { buildRecords } from '@/lib/search/records';

const fixture = JSON.parse(fs.readFileSync(path.resolve('lib/search/__fixtures__/ranking-queries.json'), 'utf8')) as { query: string; expected: string }[];

const site = loadSite(path.resolve('content'), { includeDrafts: false });
// Round-trip through JSON as the browser does.
const engine = new LocalSearchEngine(JSON.parse(JSON.stringify(buildIndexFile(buildRecords(site)))));
const titlesOnly = new LocalSearchEngine(JSON.parse(JSON.stringify(buildIndexFile(buildRecords(site), false))));
const topPages = (e: LocalSearchEngine, query: string, n = 3) => [...new Set(e.search(query).hits.map((h) => h.url_without_anchor))].slice(0, n);

describe('ranking over the real content', () => {
  it('has at least 30 fixture queries, each pointing at a page that exists', () => {
    expect(fixture.length).toBeGreaterThanOrEqual(30);
    for (const { expected } of fixture) expect(site.byRoute.has(expected)).toBe(true);
  });

  it.each(fixture)('"$query" finds $expected in the top 3 pages', ({ query, expected }) => {
    expect(topPages(engine, query)).toContain(expected);
  });

  it('ranks exact function names on their own page first, with and without hyphens', () => {
    for (const [query, page] of [['with-capability', '/pact-5/capabilities/with-capability'], ['withcapability', '/pact-5/capabilities/with-capability'], ['keys-2', '/pact-5/keysets/keys-2'], ['str-to-int', '/pact-5/general/str-to-int']] as const) {
      expect(engine.search(query).hits[0]?.url).toBe(page);
      expect(titlesOnly.search(query).hits[0]?.url).toBe(page);
    }
  });

  it('puts a page title above a heading and a heading above body text for the same word', () => {
    const hits = engine.search('enforce-keyset').hits;
    const firstOf = (pred: (t: string) => boolean) => hits.findIndex((h) => pred(h.type));
    expect(hits[0]!.type).toBe('lvl1');
    const heading = firstOf((t) => /^lvl[2-6]$/.test(t));
    const body = firstOf((t) => t === 'content');
    expect(body).toBeGreaterThan(0);
    if (heading >= 0) expect(heading).toBeLessThan(body);
  });

  it('matches prefixes as you type and tolerates typos only from five letters', () => {
    expect(engine.search('str-to-i').hits[0]?.url).toBe('/pact-5/general/str-to-int');
    expect(engine.search('capabilties').nbHits).toBeGreaterThan(0);
    expect(engine.search('capabilties').hits[0]!._highlightResult.hierarchy.lvl2?.value ?? engine.search('capabilties').hits[0]!._highlightResult.hierarchy.lvl1?.value).toContain('<mark>');
    expect(engine.search('kyes').nbHits).toBe(0);
  });

  it('finds a word that appears only inside a code example', () => {
    const page = site.byRoute.get('/guides/contracts/howto-deploy-contracts')!;
    const prose = page.body.replace(/```[\s\S]*?```/g, '');
    expect(page.body).toContain('add-note');
    expect(prose).not.toContain('add-note');
    expect(engine.search('add-note').hits.map((h) => h.url_without_anchor)).toContain(page.route);
  });

  it('escapes markup from the query and the content, and cuts 10- or 5-word snippets', () => {
    const evil = engine.search('<img src=x onerror=alert(1)> capability');
    for (const hit of evil.hits) expect(JSON.stringify(hit._snippetResult)).not.toMatch(/<img|<script/);
    const hit = engine.search('capability', { snippetWords: 5 }).hits.find((h) => h._snippetResult.content?.matchLevel === 'full')!;
    const words = hit._snippetResult.content!.value.replace(/<\/?mark>/g, '').replace(/…/g, '').trim().split(/\s+/);
    expect(words.length).toBeLessThanOrEqual(5);
    const wide = engine.search('capability', { snippetWords: 10 }).hits.find((h) => h._snippetResult.content?.matchLevel === 'full')!;
    expect(wide._snippetResult.content!.value.replace(/<\/?mark>/g, '').replace(/…/g, '').trim().split(/\s+/).length).toBeLessThanOrEqual(10);
  });

  it('pages 20 hits at a time and suggests at most three queries that do find something', () => {
    const first = engine.search('account');
    expect(first.hits).toHaveLength(20);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 20));
    const second = engine.search('account', { page: 1 });
    expect(second.hits[0]!.objectID).not.toBe(first.hits[0]!.objectID);
    const none = engine.search('zzqx kadena');
    expect(none.nbHits).toBe(0);
    expect(none.suggestions!.length).toBeGreaterThan(0);
    expect(none.suggestions!.length).toBeLessThanOrEqual(3);
    for (const s of none.suggestions!) expect(engine.search(s).nbHits).toBeGreaterThan(0);
  });
});
