import path from 'node:path';
import { loadSite } from '../content/source';
import { buildRecords } from './records';

const site = loadSite(path.join(__dirname, '__fixtures__/site'), { includeDrafts: false });
const records = buildRecords(site);
const byUrl = (url: string) => records.find((r) => r.url === url)!;

describe('buildRecords', () => {
  it('makes one record for the page and one per heading section, with anchors in the url', () => {
    expect(records.filter((r) => r.url_without_anchor === '/guides/deploy').map((r) => [r.type, r.url])).toEqual([
      ['lvl1', '/guides/deploy'],
      ['lvl2', '/guides/deploy#prepare'],
      ['lvl3', '/guides/deploy#keys'],
      ['lvl2', '/guides/deploy#submit'],
    ]);
  });

  it('fills the hierarchy: section label, page title, then the headings above', () => {
    expect(byUrl('/guides/deploy#keys').hierarchy).toEqual({ lvl0: 'Guides', lvl1: 'Deploy a contract', lvl2: 'Prepare', lvl3: 'Keys', lvl4: null, lvl5: null, lvl6: null });
    expect(byUrl('/guides/deploy#submit').hierarchy.lvl3).toBeNull();
    expect(byUrl('/guides/deploy#keys').objectID).toBe('/guides/deploy#keys');
  });

  it('keeps code in the content but no markup', () => {
    expect(byUrl('/guides/deploy#prepare').content).toContain('(defun only-in-code-fn () 1)');
    const intro = byUrl('/guides/deploy').content!;
    expect(intro).toContain('Intro text with markup inside.');
    expect(intro).toContain('Ship a module.');
    expect(JSON.stringify(records)).not.toMatch(/<span|className/);
  });
});
