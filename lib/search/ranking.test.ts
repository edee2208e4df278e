import { buildIndexFile, LocalSearchEngine } from './engine';
import { fitOf } from './intent-fit';
import { completionWeight, intentOf } from './query-plan';
import type { SearchRecord } from './types';

/** One record per page: its title and its text, as buildRecords makes a page record. */
const pages = (...specs: { route: string; title: string; text: string }[]): SearchRecord[] =>
  specs.map(({ route, title, text }) => ({
    objectID: route,
    url: route,
    url_without_anchor: route,
    anchor: null,
    type: 'lvl1',
    hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: text,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { level: 0, position: 0, pageRank: 0 },
  }));

const engineOver = (records: SearchRecord[]) => new LocalSearchEngine(JSON.parse(JSON.stringify(buildIndexFile(records))));
const firstPage = (engine: LocalSearchEngine, query: string) => engine.search(query).hits[0]?.url_without_anchor;

describe('what a query asks for', () => {
  it('reads a problem report or a pasted message as an error, not only the word "error"', () => {
    const reports = ['Managed capability coin.TRANSFER was not installed.', 'insufficient funds', 'module name already in use', 'peers not reachable', 'Cut is missing an origin entry'];
    for (const query of reports) expect(intentOf(query)).toBe('error');
    expect(intentOf("how do I get a namespace so I don't have to use free")).toBe('task');
    expect(intentOf('run a chainweb node')).toBeNull();
  });

  it('lets each section of a troubleshooting page answer an error, as a heading that names a failure does', () => {
    const section = { reference: false, heading: 'Nodes' };
    expect(fitOf('error', { ...section, pageTitle: 'Troubleshooting' })).toBeGreaterThan(1);
    expect(fitOf('error', { ...section, pageTitle: 'Run a node' })).toBe(1);
    // A function named for a failure is not a troubleshooting page.
    expect(fitOf('error', { reference: true, heading: 'Examples', pageTitle: 'expect-failure' })).toBe(1);
  });
});

describe('a fragment being typed', () => {
  it('stands for the words it may become by the share of them typed', () => {
    expect(completionWeight('contr', 'contract')).toBeGreaterThan(completionWeight('contr', 'contributor'));
    expect(completionWeight('contr', 'contr')).toBe(1);
    expect(completionWeight('contr', 'sign')).toBe(1);
  });

  it('is not carried by the many long words that start with it', () => {
    const engine = engineOver(
      pages(
        { route: '/guides/sign', title: 'Sign a contract', text: 'Sign the contract call before you send it.' },
        { route: '/resources/contributing', title: 'Sign as a contributor', text: 'Sign your contribution: contributors keep the control of their contributions.' },
      ),
    );
    expect(firstPage(engine, 'sign a contr')).toBe('/guides/sign');
  });
});
