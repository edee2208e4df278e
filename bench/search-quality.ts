/**
 * Search quality on the task query set (lib/search/__fixtures__/task-queries.json): MRR@10, hit@1 and hit@5 over
 * distinct pages, per kind of query, and the queries whose page is not first. Built from content/ as the site is.
 * Run: npx tsx bench/search-quality.ts [--misses]
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../lib/content/source';
import { buildIndexFile, LocalSearchEngine } from '../lib/search/engine';
import { measureQuality, qualityLines, type QualityQuery } from '../lib/search/quality';
import { buildRecords } from '../lib/search/records';

const queries = JSON.parse(fs.readFileSync('lib/search/__fixtures__/task-queries.json', 'utf8')) as QualityQuery[];
const site = loadSite(path.resolve('content'), { includeDrafts: false });
const engine = new LocalSearchEngine(JSON.parse(JSON.stringify(buildIndexFile(buildRecords(site)))));
console.log(qualityLines(measureQuality(engine, queries), { misses: process.argv.includes('--misses') }).join('\n'));
