import type { LocalSearchEngine } from './engine';

/** One query of the quality set: what a reader types and the page that answers it. */
export interface QualityQuery {
  query: string;
  expected: string;
  /** task, question, concept, error, endpoint, synonym, domain, typo or name. */
  kind: string;
  /**
   * Where the query comes from: absent for the first set (issues 18 and 19); `readers-a` for queries written from the
   * content by someone who had not seen the ranking (then used to tune it); `readers-b` and `readers-c` for two more
   * such sets, measured once the ranking was written and never tuned on (`readers-c` from pages without the readers'
   * keywords).
   */
  set?: string;
}

/** Figures of a group of queries (a kind or a set). */
export interface GroupFigures {
  queries: number;
  mrr10: number;
  hit1: number;
  hit5: number;
  /** Queries that got no result at all. */
  empty: number;
}

/** Ranking quality over a query set: MRR@10 and hit@1, hit@5 on distinct pages, and the queries that missed. */
export interface QualityFigures extends GroupFigures {
  byKind: Record<string, GroupFigures>;
  bySet: Record<string, GroupFigures>;
  misses: { query: string; expected: string; rank: number | null; top: string[] }[];
}

/** Distinct pages of a query's hits, best first. */
export const rankedPages = (engine: LocalSearchEngine, query: string, hitsPerPage = 50): string[] => [...new Set(engine.search(query, { hitsPerPage }).hits.map((h) => h.url_without_anchor))];

const emptyGroup = (): GroupFigures => ({ queries: 0, mrr10: 0, hit1: 0, hit5: 0, empty: 0 });

/** Measures a query set against an engine (a page counts once, at its best hit). */
export function measureQuality(engine: LocalSearchEngine, queries: QualityQuery[]): QualityFigures {
  const all = emptyGroup();
  const byKind: Record<string, GroupFigures> = {};
  const bySet: Record<string, GroupFigures> = {};
  const misses: QualityFigures['misses'] = [];
  for (const q of queries) {
    const pages = rankedPages(engine, q.query);
    const index = pages.indexOf(q.expected);
    const rank = index >= 0 ? index + 1 : null;
    for (const group of [all, (byKind[q.kind] ??= emptyGroup()), (bySet[q.set ?? 'original'] ??= emptyGroup())]) {
      group.queries++;
      group.mrr10 += rank !== null && rank <= 10 ? 1 / rank : 0;
      if (rank === 1) group.hit1++;
      if (rank !== null && rank <= 5) group.hit5++;
      if (!pages.length) group.empty++;
    }
    if (rank !== 1) misses.push({ query: q.query, expected: q.expected, rank, top: pages.slice(0, 3) });
  }
  for (const group of [all, ...Object.values(byKind), ...Object.values(bySet)]) {
    group.mrr10 /= group.queries;
    group.hit1 /= group.queries;
    group.hit5 /= group.queries;
  }
  return { ...all, byKind, bySet, misses };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The figures as the benchmarks print them: the whole set, then each kind, then (with `misses`) each query not first. */
export function qualityLines(q: QualityFigures, options: { misses?: boolean } = {}): string[] {
  const line = (g: GroupFigures) => `MRR@10 ${g.mrr10.toFixed(3)}, hit@1 ${percent(g.hit1)}, hit@5 ${percent(g.hit5)}, no result ${g.empty}`;
  return [
    `task query set (${q.queries} queries): ${line(q)}`,
    ...Object.entries(q.bySet).map(([set, g]) => `  set ${set}: ${g.queries} queries, ${line(g)}`),
    ...Object.entries(q.byKind).map(([kind, g]) => `  ${kind}: ${g.queries} queries, ${line(g)}`),
    ...(options.misses ? q.misses.map((m) => `  miss "${m.query}" -> ${m.expected} at ${m.rank ?? '-'}; top: ${m.top.join(', ')}`) : []),
  ];
}
