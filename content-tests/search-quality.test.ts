import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '@/lib/content/source';
import { buildIndexFile, LocalSearchEngine } from '@/lib/search/engine';
import { measureQuality, type QualityQuery } from '@/lib/search/quality';
import { buildRecords } from '@/lib/search/records';

const queries = JSON.parse(fs.readFileSync(path.resolve('lib/search/__fixtures__/task-queries.json'), 'utf8')) as QualityQuery[];
const site = loadSite(path.resolve('content'), { includeDrafts: false });
const engine = new LocalSearchEngine(JSON.parse(JSON.stringify(buildIndexFile(buildRecords(site)))));

describe('the task query set (npm run bench reports its figures)', () => {
  it('has the first 178 queries and three sets written from the reader\'s side, each expecting a page that exists', () => {
    expect(queries.filter((q) => !q.set).length).toBeGreaterThanOrEqual(150);
    expect(queries.filter((q) => q.set).length).toBeGreaterThanOrEqual(280);
    expect(new Set(queries.map((q) => q.kind))).toEqual(new Set(['task', 'question', 'concept', 'error', 'endpoint', 'synonym', 'domain', 'typo', 'name']));
    for (const { expected } of queries) expect(site.byRoute.has(expected)).toBe(true);
  });

  it('keeps ranking from sliding back (see docs/search-quality.md for the figures before and after)', () => {
    const figures = measureQuality(engine, queries);
    expect(figures.bySet.original!.mrr10).toBeGreaterThanOrEqual(0.89);
    expect(figures.bySet['readers-a']!.mrr10).toBeGreaterThanOrEqual(0.78);
    expect(figures.bySet['readers-b']!.mrr10).toBeGreaterThanOrEqual(0.9);
    expect(figures.bySet['readers-c']!.mrr10).toBeGreaterThanOrEqual(0.94);
    expect(figures.bySet['readers-c']!.hit5).toBeGreaterThanOrEqual(0.95);
    expect(figures.bySet['readers-d']!.mrr10).toBeGreaterThanOrEqual(0.88);
    expect(figures.byKind.name!.hit1).toBe(1);
  });

  it('gives every query of the set some result: no question, error or misspelling gets "no results"', () => {
    expect(measureQuality(engine, queries).empty).toBe(0);
  });
});
