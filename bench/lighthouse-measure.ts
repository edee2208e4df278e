/**
 * One Lighthouse measurement as the benches take it: mobile, simulated throttling (Lighthouse's defaults), run
 * LIGHTHOUSE_RUNS times (default 3), each run after waiting (up to LIGHTHOUSE_WAIT seconds, default 900) for a 1-minute
 * load average below LIGHTHOUSE_MAX_LOAD (default 2.5), every figure the median. Used by bench/lighthouse.ts and
 * bench/lcp-causes.ts.
 */
import os from 'node:os';
import lighthouse from 'lighthouse';
import { median } from './measure';

/** The page types: home, a Pact function page, an API page, the tag index and search. */
export const LIGHTHOUSE_PAGES = ['/', '/pact-5/capabilities/with-capability', '/api/pact-api/send', '/tags', '/search'];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const maxLoad = Number(process.env.LIGHTHOUSE_MAX_LOAD ?? 2.5);
const waitSeconds = Number(process.env.LIGHTHOUSE_WAIT ?? 900);

/** Waits for a quiet machine (or gives up after waitSeconds) and returns the 1-minute load average then. */
export async function quietLoad(): Promise<number> {
  const deadline = Date.now() + waitSeconds * 1000;
  while (os.loadavg()[0]! >= maxLoad && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10_000));
  return os.loadavg()[0]!;
}

/** One page's medians: category scores (0-100) and metrics in ms (CLS unitless). */
export interface PageFigures {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred until the page settled (Lighthouse's total-byte-weight: compressed, everything it loaded). */
  bytes: number;
  /** Audits that failed in any run, to say what kept a category below 100. */
  failing: string[];
  /** 1-minute load average before each run. */
  loads: number[];
}

/** Runs Lighthouse `runs` times on one URL and returns the medians. */
export async function measure(port: number, base: string, page: string): Promise<PageFigures> {
  const samples: { scores: Record<string, number>; fcp: number; lcp: number; tbt: number; cls: number; bytes: number }[] = [];
  const failing = new Map<string, string>();
  const loads: number[] = [];
  for (let i = 0; i < runs; i++) {
    loads.push(await quietLoad());
    const result = await lighthouse(`${base}${page}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    samples.push({
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    });
    for (const c of CATEGORIES)
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.set(`${c}: ${ref.id}`, `${c}: ${ref.id} (last ${a.displayValue ?? a.score})`);
      }
  }
  return {
    page,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]!))])) as PageFigures['scores'],
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
    bytes: median(samples.map((s) => s.bytes)),
    failing: [...failing.values()],
    loads,
  };
}

/** One line of figures for a page. */
export const line = (r: PageFigures) =>
  `${r.page}: ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ')}; FCP ${r.fcp.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, ${(r.bytes / 1024).toFixed(1)} KB transferred; load ${r.loads.map((l) => l.toFixed(2)).join(', ')}`;
