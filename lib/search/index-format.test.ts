import path from 'node:path';
import { loadSite } from '../content/source';
import { buildIndexFile, LocalSearchEngine, type IndexFile } from './engine';
import { decodeRecords, encodeRecords, INDEX_VERSION } from './index-format';
import { buildRecords } from './records';
import type { SearchRecord } from './types';

/** What a hit is built from: link, type and heading trail. */
const shown = (r: { url: string; anchor: string | null; type: string; hierarchy: object }) => ({ url: r.url, anchor: r.anchor, type: r.type, hierarchy: r.hierarchy });
/** An index file as the browser gets it (through JSON). */
const served = (records: SearchRecord[], withContent: boolean): IndexFile => JSON.parse(JSON.stringify(buildIndexFile(records, withContent))) as IndexFile;
const decodedAsShown = (file: IndexFile) => decodeRecords(file).map((r) => shown({ ...r, url: r.anchor ? `${r.route}#${r.anchor}` : r.route }));

describe('compact index encoding of ids that do not follow from the heading text', () => {
  const records = buildRecords(loadSite(path.join(__dirname, '__fixtures__/site'), { includeDrafts: false }));
  const file = served(records, false);

  it('links hits to hand-set ids and to repeats counted from the h1 or from a heading inside a note', () => {
    expect(decodedAsShown(file)).toEqual(records.map(shown));
    const engine = new LocalSearchEngine(file);
    expect(engine.search('custom place').hits[0]?.url).toBe('/guides/anchors#my-place');
    // The two sections first; the page itself may follow (its outline holds its headings).
    expect(engine.search('examples').hits.map((h) => h.url).slice(0, 2)).toEqual(['/guides/anchors#examples-1', '/guides/anchors#examples-2']);
    expect(engine.search('inside a note').hits[0]?.url).toBe('/guides/anchors#inside-a-note-1');
    expect(engine.search('symbols').hits[0]?.url).toBe('/guides/anchors#ünïcode--symbols--c');
  });

  it('stores only those ids; the others are derived', () => {
    const page = file.pages.find(([route]) => route === '/guides/anchors')!;
    expect(page[4]).toEqual({ 0: 'examples-1', 1: 'examples-2', 2: 'my-place', 3: 'inside-a-note-1' });
    expect(file.pages.find(([route]) => route === '/guides/deploy')![4]).toBeUndefined();
  });

  it('refuses records it cannot give back instead of shipping wrong links', () => {
    const heading = records.find((r) => r.type === 'lvl3')!;
    expect(() => encodeRecords([heading])).toThrow(/does not follow its page record/);
    const page = records.find((r) => r.type === 'lvl1')!;
    expect(() => encodeRecords([page, { ...heading, url_without_anchor: page.url_without_anchor, hierarchy: { ...heading.hierarchy, lvl1: 'Another title' } }])).toThrow(/cannot represent/);
  });

  it('refuses an index file of another version', () => {
    expect(() => new LocalSearchEngine({ ...file, version: 1 } as unknown as IndexFile)).toThrow(new RegExp(`version 1 is not ${INDEX_VERSION}: rebuild the site`));
  });
});
