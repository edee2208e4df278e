/**
 * Dumps what the word-vector experiment (README.md) reads: every search record, and for each query of the task query
 * set the engine's ranked pages with their scores (a page at its best record).
 * Run from the repository root: npx tsx bench/experiments/word-vectors/dump.ts OUT_DIR
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../../../lib/content/source';
import { buildIndexFile, LocalSearchEngine } from '../../../lib/search/engine';
import type { QualityQuery } from '../../../lib/search/quality';
import { buildRecords } from '../../../lib/search/records';

const out = process.argv[2];
if (!out) throw new Error('usage: npx tsx bench/experiments/word-vectors/dump.ts OUT_DIR');
const queries = JSON.parse(fs.readFileSync('lib/search/__fixtures__/task-queries.json', 'utf8')) as QualityQuery[];
const records = buildRecords(loadSite(path.resolve('content'), { includeDrafts: false }));
const engine = new LocalSearchEngine(JSON.parse(JSON.stringify(buildIndexFile(records))));
const ranked = queries.map((q) => {
  const pages = new Map<string, number>();
  for (const r of engine.rank(q.query)) {
    const route = records[r.id as number]!.url_without_anchor;
    if (!pages.has(route)) pages.set(route, r.score);
  }
  return { ...q, ranked: [...pages].slice(0, 50) };
});
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'lex.json'), JSON.stringify(ranked));
fs.writeFileSync(path.join(out, 'records.json'), JSON.stringify(records));
console.log(`${records.length} records, ${ranked.length} queries written to ${out}`);
