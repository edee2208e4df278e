import type { LocalSearchEngine } from './engine';

/** One query of the quality set: what a reader types and the page that answers it. */
export interface QualityQuery {
  query: string;
  expected: string;
  /** task, error, endpoint, synonym, domain, typo or name. */
  kind: string;
}

/** Ranking quality over a query set: MRR@10 and hit@1, hit@5 on distinct pages, and the queries that missed. */
export interface QualityFigures {
  queries: number;
  mrr10: number;
  hit1: number;
  hit5: number;
  byKind: Record<string, { queries: number; mrr10: number; hit1: number }>;
  misses: { query: string; expected: string; rank: number | null; top: string[] }[];
}

/** Distinct pages of a query's hits, best first. */
export const rankedPages = (engine: LocalSearchEngine, query: string, hitsPerPage = 50): string[] => [...new Set(engine.search(query, { hitsPerPage }).hits.map((h) => h.url_without_anchor))];

/** Measures a query set against an engine (a page counts once, at its best hit). */
export function measureQuality(engine: LocalSearchEngine, queries: QualityQuery[]): QualityFigures {
  const byKind: QualityFigures['byKind'] = {};
  const misses: QualityFigures['misses'] = [];
  let rr = 0;
  let hit1 = 0;
  let hit5 = 0;
  for (const q of queries) {
    const pages = rankedPages(engine, q.query);
    const index = pages.indexOf(q.expected);
    const rank = index >= 0 ? index + 1 : null;
    const reciprocal = rank !== null && rank <= 10 ? 1 / rank : 0;
    rr += reciprocal;
    if (rank === 1) hit1++;
    if (rank !== null && rank <= 5) hit5++;
    const kind = (byKind[q.kind] ??= { queries: 0, mrr10: 0, hit1: 0 });
    kind.queries++;
    kind.mrr10 += reciprocal;
    if (rank === 1) kind.hit1++;
    if (rank !== 1) misses.push({ query: q.query, expected: q.expected, rank, top: pages.slice(0, 3) });
  }
  for (const kind of Object.values(byKind)) {
    kind.mrr10 /= kind.queries;
    kind.hit1 /= kind.queries;
  }
  const n = queries.length;
  return { queries: n, mrr10: rr / n, hit1: hit1 / n, hit5: hit5 / n, byKind, misses };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The figures as the benchmarks print them: the whole set, then each kind, then (with `misses`) each query not first. */
export function qualityLines(q: QualityFigures, options: { misses?: boolean } = {}): string[] {
  return [
    `task query set (${q.queries} queries): MRR@10 ${q.mrr10.toFixed(3)}, hit@1 ${percent(q.hit1)}, hit@5 ${percent(q.hit5)}`,
    ...Object.entries(q.byKind).map(([kind, k]) => `  ${kind}: ${k.queries} queries, MRR@10 ${k.mrr10.toFixed(3)}, hit@1 ${percent(k.hit1)}`),
    ...(options.misses ? q.misses.map((m) => `  miss "${m.query}" -> ${m.expected} at ${m.rank ?? '-'}; top: ${m.top.join(', ')}`) : []),
  ];
}
