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
  it('has at least 150 queries of every kind, each expecting a page that exists', () => {
    expect(queries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(queries.map((q) => q.kind))).toEqual(new Set(['task', 'error', 'endpoint', 'synonym', 'domain', 'typo', 'name']));
    for (const { expected } of queries) expect(site.byRoute.has(expected)).toBe(true);
  });

  it('keeps ranking from sliding back (MRR@10 was 0.656 with AND-only matching, 0.927 since)', () => {
    const figures = measureQuality(engine, queries);
    expect(figures.mrr10).toBeGreaterThanOrEqual(0.9);
    expect(figures.byKind.name!.hit1).toBe(1);
  });
});
