import path from 'node:path';
import { loadSite } from '@/lib/content/source';
import { buildIndexFile, LocalSearchEngine, type IndexFile } from '@/lib/search/engine';
import { decodeRecords } from '@/lib/search/index-format';
import { buildRecords } from '@/lib/search/records';
import type { SearchRecord } from '@/lib/search/types';

/** What a hit is built from: link, type and heading trail. */
const shown = (r: { url: string; anchor: string | null; type: string; hierarchy: object }) => ({ url: r.url, anchor: r.anchor, type: r.type, hierarchy: r.hierarchy });
/** An index file as the browser gets it (through JSON). */
const served = (records: SearchRecord[], withContent: boolean): IndexFile => JSON.parse(JSON.stringify(buildIndexFile(records, withContent))) as IndexFile;
const decodedAsShown = (file: IndexFile) => decodeRecords(file).map((r) => shown({ ...r, url: r.anchor ? `${r.route}#${r.anchor}` : r.route }));

describe('compact index encoding of the real content', () => {
  const records = buildRecords(loadSite(path.resolve('content'), { includeDrafts: false }));

  it('gives back every record of the real content with the url, anchor, type and heading trail buildRecords made', () => {
    expect(records.length).toBeGreaterThan(2000);
    for (const withContent of [false, true]) expect(decodedAsShown(served(records, withContent))).toEqual(records.map(shown));
  });

  it('keeps page text out of the titles file (the first answer of the modal), which still finds a function by name', () => {
    // Its size on a slow network is a benchmark figure (npm run bench), not a test.
    const titles = served(records, false);
    expect(titles.content).toBeUndefined();
    expect(titles.index).toBeUndefined();
    expect(new LocalSearchEngine(titles).search('with-capability').hits[0]?.url).toBe('/pact-5/capabilities/with-capability');
  });
});

