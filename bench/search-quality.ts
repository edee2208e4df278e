/**
 * Search quality on the task query set (lib/search/__fixtures__/task-queries.json): MRR@10, hit@1 and hit@5 over
 * distinct pages, per kind of query, and the queries whose page is not first. Built from content/ as the site is.
 * Run: npx tsx bench/search-quality.ts [--misses]
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../lib/content/source';
import { buildIndexFile, LocalSearchEngine } from '../lib/search/engine';
import { measureQuality, type QualityQuery } from '../lib/search/quality';
import { buildRecords } from '../lib/search/records';

const queries = JSON.parse(fs.readFileSync('lib/search/__fixtures__/task-queries.json', 'utf8')) as QualityQuery[];
const site = loadSite(path.resolve('content'), { includeDrafts: false });
const engine = new LocalSearchEngine(JSON.parse(JSON.stringify(buildIndexFile(buildRecords(site)))));
const q = measureQuality(engine, queries);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`task query set: ${q.queries} queries; MRR@10 ${q.mrr10.toFixed(3)}, hit@1 ${pct(q.hit1)}, hit@5 ${pct(q.hit5)}`);
for (const [kind, k] of Object.entries(q.byKind)) console.log(`  ${kind}: ${k.queries} queries, MRR@10 ${k.mrr10.toFixed(3)}, hit@1 ${pct(k.hit1)}`);
if (process.argv.includes('--misses')) for (const m of q.misses) console.log(`  miss "${m.query}" -> ${m.expected} at ${m.rank ?? '-'}; top: ${m.top.join(', ')}`);
