/**
 * `npm run compat -- PATH`: builds a Docusaurus checkout through CONTENT_DIR into a temporary folder (never out/,
 * never the checkout) and reports what a team moving to this site asks first: errors, pages built, images found,
 * whether the "Smart contracts" category keeps its sidebars-file order, and the build time. `--keep` keeps the output.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSidebarsConfig, type SidebarConfigItem } from '../lib/content/sidebars-config';
import { loadSidebarsFile } from '../lib/content/sidebars-file';
import { htmlFileOfRoute } from '../lib/content/routes';
import { contentLayout } from '../lib/content/site-root';
import { loadSite } from '../lib/content/source';
import type { SidebarItem } from '../lib/content/sidebar';

const args = process.argv.slice(2);
const checkout = args.find((a) => !a.startsWith('--'));
const CATEGORY = args.find((a) => a.startsWith('--category='))?.slice('--category='.length) ?? 'Smart contracts';
if (!checkout) {
  console.error('usage: npm run compat -- PATH [--category=LABEL] [--keep]   (PATH: a Docusaurus site root)');
  process.exit(2);
}
const layout = contentLayout(checkout);
if (!layout.docusaurus) {
  console.error(`${checkout} is not a Docusaurus site root: it needs docusaurus.config.{js,mjs,ts} beside docs/`);
  process.exit(2);
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kadena-docs-compat-'));
fs.rmSync(outDir, { recursive: true });
const started = performance.now();
let output = '';
const status = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { env: { ...process.env, CONTENT_DIR: path.resolve(checkout), OUT_DIR: outDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
  }
  child.on('exit', (code) => resolve(code ?? 1));
});
const seconds = (performance.now() - started) / 1000;

const errors = Number(/(\d+) errors? \(the build stops\)/.exec(output)?.[1] ?? (status === 0 ? 0 : NaN));
const warnings = Number(/(\d+) warnings?:/.exec(output)?.[1] ?? 0);
const site = loadSite(checkout, { includeDrafts: false });
const built = fs.existsSync(outDir);
const pagesBuilt = built ? site.pages.filter((p) => fs.existsSync(path.join(outDir, htmlFileOfRoute(p.route)))).length : 0;

// Images: every image a page references by a site path (Markdown, <img>), found in the export or not.
const IMAGE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico)$/i;
const images = new Set(site.pages.flatMap((p) => p.links.map((l) => l.url.split(/[?#]/)[0]!).filter((u) => u.startsWith('/') && IMAGE.test(u))));
const imagesFound = built ? [...images].filter((u) => fs.existsSync(path.join(outDir, decodeURI(u)))).length : 0;

// The category's order as sidebars.ts writes it, against the sidebar the built site serves (out/nav/*.json).
function orderMatch(): string {
  if (!layout.sidebarsFile || !built) return 'no sidebars file or no build';
  const loaded = loadSidebarsFile(layout.sidebarsFile, process.cwd());
  const config = parseSidebarsConfig(loaded.value);
  const findConfig = (items: SidebarConfigItem[]): Extract<SidebarConfigItem, { type: 'category' }> | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.label === CATEGORY) return item;
      const inner = findConfig(item.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const wanted = [...config.values()].map(findConfig).find(Boolean);
  if (!wanted) return `no category "${CATEGORY}" in ${path.basename(layout.sidebarsFile)}`;
  const routeOfId = new Map(site.pages.map((p) => [p.docId, p.route]));
  const expected = wanted.items.flatMap((i) => (i.type === 'doc' || i.type === 'ref' ? [routeOfId.get(i.id)] : i.type === 'category' ? [i.label] : []));
  const navDir = path.join(outDir, 'nav');
  const trees = fs.readdirSync(navDir).map((f) => JSON.parse(fs.readFileSync(path.join(navDir, f), 'utf8')) as SidebarItem[]);
  const findBuilt = (items: SidebarItem[]): SidebarItem | undefined => items.map((i) => (i.label === CATEGORY && i.items ? i : findBuilt(i.items ?? []))).find(Boolean);
  const shown = trees.map(findBuilt).find(Boolean);
  if (!shown) return `the built sidebar has no category "${CATEGORY}"`;
  const actual = (shown.items ?? []).map((i) => (i.items !== undefined ? i.label : i.href));
  const same = JSON.stringify(actual) === JSON.stringify(expected);
  return same ? `yes (${expected.length} items in the same order)` : `NO\n  sidebars file: ${expected.join(', ')}\n  built site:    ${actual.join(', ')}`;
}

const report = [
  '',
  `compat report for ${checkout}`,
  `  errors:          ${errors}${warnings ? ` (${warnings} warnings)` : ''}`,
  `  pages built:     ${pagesBuilt} of ${site.pages.length} docs (${fs.readdirSync(layout.docsDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f) && !f.split('/').some((s) => s.startsWith('_'))).length} markdown files in docs/)`,
  `  images found:    ${imagesFound} of ${images.size} referenced`,
  `  "${CATEGORY}" order matches sidebars file: ${orderMatch()}`,
  `  build seconds:   ${seconds.toFixed(1)}`,
  `  output:          ${built ? outDir : 'none (the build failed)'}`,
];
console.log(report.join('\n'));
if (built && !args.includes('--keep')) fs.rmSync(outDir, { recursive: true, force: true });
process.exit(status);
