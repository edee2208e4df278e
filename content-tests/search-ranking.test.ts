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

  it('matches prefixes as you type and forgives typos by how rare the word is', () => {
    expect(engine.search('str-to-i').hits[0]?.url).toBe('/pact-5/general/str-to-int');
    expect(engine.search('capabilties').nbHits).toBeGreaterThan(0);
    expect(engine.search('capabilties').hits[0]!._highlightResult.hierarchy.lvl2?.value ?? engine.search('capabilties').hits[0]!._highlightResult.hierarchy.lvl1?.value).toContain('<mark>');
    // Short words no page uses: a swapped pair ("kyes") and one wrong letter ("tiem") beside a correct word.
    expect(topPages(engine, 'kyes')).toContain('/pact-5/keysets/keys');
    expect(topPages(engine, 'parse tiem', 1)).toEqual(['/pact-5/time/parse-time']);
    expect(topPages(engine, 'deplyo contract', 1)).toEqual(['/guides/contracts/howto-deploy-contracts']);
    // A word the site uses in many records is meant as typed: "node" finds words that hold it, not "code" or "note".
    const matched = new Set(engine.rank('node').flatMap((r) => r.terms));
    expect([...matched].filter((term) => !term.includes('node'))).toEqual([]);
  });

  it('answers a whole question even when no page holds every word, and never says "no results" for a word the site uses', () => {
    expect(topPages(engine, 'why is kadena mainnet not producing blocks anymore', 1)).toEqual(['/resources/network-status']);
    expect(topPages(engine, '2-of-3 multisig account', 5)).toContain('/smart-contracts/accounts');
    expect(engine.search('zzqx kadena').nbHits).toBeGreaterThan(0);
    expect(engine.search('zzqx qqvw').nbHits).toBe(0);
  });

  it('puts the page that explains a concept above the reference pages that use its words', () => {
    expect(topPages(engine, 'difference between with-capability and require-capability', 5)).toContain('/smart-contracts/capabilities');
    expect(topPages(engine, 'what is a capability guard', 5)).toContain('/smart-contracts/guards');
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
    // The whole section highlighted, computed when read, escaped like the snippet and carried by JSON.
    const whole = JSON.parse(JSON.stringify(hit))._highlightResult.content;
    expect(whole.matchLevel).toBe('full');
    expect(whole.value).toContain('<mark>');
    expect(whole.value.replace(/<\/?mark>/g, '').length).toBeGreaterThanOrEqual(hit._snippetResult.content!.value.replace(/<\/?mark>|…/g, '').trim().length);
    const wide = engine.search('capability', { snippetWords: 10 }).hits.find((h) => h._snippetResult.content?.matchLevel === 'full')!;
    expect(wide._snippetResult.content!.value.replace(/<\/?mark>/g, '').replace(/…/g, '').trim().split(/\s+/).length).toBeLessThanOrEqual(10);
  });

  it('pages 20 hits at a time and suggests at most three queries that do find something', () => {
    const first = engine.search('account');
    expect(first.hits).toHaveLength(20);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 20));
    const second = engine.search('account', { page: 1 });
    expect(second.hits[0]!.objectID).not.toBe(first.hits[0]!.objectID);
    // No word of this query is in the site, but "kadxnq" is two letters from "kadena": the suggestions say so.
    const none = engine.search('zzqx kadxnq');
    expect(none.nbHits).toBe(0);
    expect(none.suggestions!.length).toBeGreaterThan(0);
    expect(none.suggestions!.length).toBeLessThanOrEqual(3);
    for (const s of none.suggestions!) expect(engine.search(s).nbHits).toBeGreaterThan(0);
  });
});
