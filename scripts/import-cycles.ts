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
if (cycles.length) process.exit(1);
console.log(`no import cycles among ${files.length} modules`);
