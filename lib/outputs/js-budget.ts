/**
 * The first-load JavaScript budget: the build fails when any page's script chunks (gzip) add up to more than
 * JS_BUDGET_KB, printing that page's largest chunks and what changed since the last build that passed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { env } from '../env';

/**
 * The budget, in KB of gzip per page: doc pages loaded 184.9 KB when it was set, the search page (its results
 * component) 195.2 KB; each gets 5 KB of room. The App Router's own floor is about 136 KB (see STACK-NOTES).
 * DOCS_JS_BUDGET_KB overrides every entry (the tests lower it to see the build fail).
 */
export const JS_BUDGET_KB: { default: number } & Record<string, number> = { default: 190, '/search': 200 };

/** Where the last passing build's figures are kept, to say what changed. */
const LAST_REPORT = path.resolve('node_modules/.cache/kadena-docs/js-budget-last.json');

/** One page's first-load JavaScript. */
export interface PageScripts {
  page: string;
  totalGzip: number;
  chunks: { file: string; gzip: number }[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every page of an export: its HTML files outside _next/. */
export const exportHtmlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html') && !path.join(e.parentPath, e.name).includes(`${path.sep}_next${path.sep}`))
    .map((e) => path.join(e.parentPath, e.name));

/**
 * Every page's script chunks and their gzip sizes. Each chunk is compressed and named once, and every page that loads
 * it shares that one entry. Names come from chunkSources, which copies them: a name cut out of a page's HTML would keep
 * the whole page in memory (V8 slices strings), and 20,000 pages of HTML do not fit in a heap. `known`: pages' chunk
 * names already read (by path in the export), so those pages are not read again.
 */
export function measurePages(dir: string, known: ReadonlyMap<string, string[]> = new Map()): PageScripts[] {
  const chunksBySrc = new Map<string, { file: string; gzip: number }>();
  const chunkOf = (src: string) => {
    let chunk = chunksBySrc.get(src);
    if (!chunk) {
      const file = src.replace(/^.*?\/_next\//, '_next/');
      const onDisk = path.join(dir, file);
      chunk = { file, gzip: fs.existsSync(onDisk) ? zlib.gzipSync(fs.readFileSync(onDisk), { level: 9 }).length : 0 };
      chunksBySrc.set(src, chunk);
    }
    return chunk;
  };
  return exportHtmlFiles(dir).map((file) => {
    const relative = exportPath(dir, file);
    const sources = known.get(relative) ?? chunkSources(fs.readFileSync(file, 'utf8'));
    const chunks = sources.map(chunkOf).sort((a, b) => b.gzip - a.gzip);
    return { page: `/${relative.replace(/\.html$/, '')}`, totalGzip: chunks.reduce((s, c) => s + c.gzip, 0), chunks };
  });
}

/** A file's path inside an export, posix: how pages are named to the budget. */
export const exportPath = (dir: string, file: string): string => path.relative(dir, file).split(path.sep).join('/');

/** One copy of each chunk name: a name matched in a page is a slice that would keep the whole page alive. */
const names = new Map<string, string>();
const intern = (slice: string): string => {
  let name = names.get(slice);
  if (name === undefined) names.set((name = Buffer.from(slice).toString()), name);
  return name;
};

/** The script chunks a page loads (`<script src>` under _next/static/chunks/), each once, as strings of their own. */
export const chunkSources = (html: string): string[] =>
  [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => intern(m[1]!)))];

/**
 * Checks an export against the budget; `report` says what the heaviest page loads and what changed. `known`: the
 * chunks of pages already read (by the page's path in the export, as hardenExport gives them), so they are not read again.
 */
export function checkJsBudget(dir: string, { override = env.jsBudgetKb, known }: { override?: number; known?: ReadonlyMap<string, string[]> } = {}): { ok: boolean; heaviest?: PageScripts; report: string } {
  const budgetOf = (page: string) => (override ?? JS_BUDGET_KB[page] ?? JS_BUDGET_KB.default) * 1024;
  const pages = measurePages(dir, known);
  const heaviest = pages.reduce<PageScripts | undefined>((a, b) => (!a || b.totalGzip > a.totalGzip ? b : a), undefined);
  if (!heaviest) return { ok: true, report: 'js budget: no pages' };
  const over = pages.filter((p) => p.totalGzip > budgetOf(p.page));
  const lines = [`first-load JS: heaviest page ${heaviest.page} loads ${kb(heaviest.totalGzip)} gzip (budget ${kb(budgetOf(heaviest.page))})`];
  if (over.length) {
    lines.push(`${over.length} page(s) over budget, e.g. ${over.slice(0, 5).map((p) => `${p.page} (${kb(p.totalGzip)} > ${kb(budgetOf(p.page))})`).join(', ')}`, 'largest chunks of the heaviest page:');
    lines.push(...heaviest.chunks.slice(0, 8).map((c) => `  ${kb(c.gzip).padStart(9)}  ${c.file}`));
    const last = fs.existsSync(LAST_REPORT) ? (JSON.parse(fs.readFileSync(LAST_REPORT, 'utf8')) as PageScripts) : undefined;
    if (last) {
      const before = new Map(last.chunks.map((c) => [c.file, c.gzip]));
      const now = new Set(heaviest.chunks.map((c) => c.file));
      lines.push(`what changed since the last build within budget (heaviest page then: ${last.page}, ${kb(last.totalGzip)}; ${heaviest.totalGzip >= last.totalGzip ? '+' : ''}${kb(heaviest.totalGzip - last.totalGzip)}):`);
      for (const c of heaviest.chunks) if (!before.has(c.file)) lines.push(`  new      ${kb(c.gzip).padStart(9)}  ${c.file}`);
      for (const c of last.chunks) if (!now.has(c.file)) lines.push(`  gone     ${kb(c.gzip).padStart(9)}  ${c.file}`);
    } else lines.push('(no earlier build within budget on this machine to compare with)');
  } else {
    fs.mkdirSync(path.dirname(LAST_REPORT), { recursive: true });
    fs.writeFileSync(LAST_REPORT, JSON.stringify(heaviest));
  }
  return { ok: over.length === 0, heaviest, report: lines.join('\n') };
}
