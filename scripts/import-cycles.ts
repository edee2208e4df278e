/**
 * `npm run lint` step: fails on an import cycle among the project's own modules (app, components, lib, scripts,
 * bench, e2e). Reads import/export ... from statements; resolves relative and "@/" paths the way tsconfig does.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['app', 'components', 'lib', 'scripts', 'bench', 'e2e'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm;

const files = ROOTS.flatMap((root) =>
  fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => path.join(root, f)).filter((f) => /\.tsx?$/.test(f) && !f.includes('__fixtures__')) : [],
);

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : undefined;
  if (base === undefined) return undefined;
  return [base, ...EXTENSIONS.map((e) => base + e)].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

const graph = new Map(files.map((file) => [file, [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => resolve(file, m[1]!)).filter((f): f is string => Boolean(f))]));
const state = new Map<string, 'visiting' | 'done'>();
const cycles: string[][] = [];
const visit = (file: string, trail: string[]) => {
  if (state.get(file) === 'done') return;
  if (state.get(file) === 'visiting') return void cycles.push([...trail.slice(trail.indexOf(file)), file]);
  state.set(file, 'visiting');
  for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
  state.set(file, 'done');
};
for (const file of files) visit(file, []);
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);

/** The folder a module belongs to for the folder check: lib/<folder>, or its root (app, components...). */
const folderOf = (file: string): string => (file.startsWith(`lib${path.sep}`) ? file.split(path.sep).slice(0, 2).join('/') : file.split(path.sep)[0]!);
// Folders of lib/ depend on each other in one direction only: a pair that imports each other is a cycle too.
const folderEdges = new Map<string, Map<string, string>>();
for (const [file, targets] of graph) {
  if (/\.test\.tsx?$/.test(file)) continue; // a test may reach into the folders it checks
  for (const target of targets) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === to || !from.startsWith('lib/') || !to.startsWith('lib/')) continue;
    if (!folderEdges.has(from)) folderEdges.set(from, new Map());
    folderEdges.get(from)!.set(to, `${file} → ${target}`);
  }
}
const folderCycles = [...folderEdges].flatMap(([from, tos]) => [...tos].filter(([to]) => from < to && folderEdges.get(to)?.has(from)).map(([to, example]) => `${from} and ${to} import each other: ${example}; ${folderEdges.get(to)!.get(from)}`));
for (const cycle of folderCycles) console.error(`folder import cycle: ${cycle}`);
if (cycles.length || folderCycles.length) process.exit(1);
console.log(`no import cycles among ${files.length} modules, nor between the folders of lib/`);
