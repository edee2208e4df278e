import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moveFiles, outStamp, planRender, whyCompile, type BuildRecord } from './incremental';
import { dropPagesNotRendered } from '../next-contract/generate-mode';
import type { RenderInputs } from './render-inputs';

const inputs = (pages: Record<string, string>, shape = 'shape-1'): RenderInputs => ({ shape, pages });
const record = (over: Partial<BuildRecord> = {}): BuildRecord => ({ ...inputs({ '/': '', '/a': 'a1', '/b': 'b1' }), buildId: 'code-1', outDir: '/site/out', outStamp: 's', ...over });

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'incremental-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes files (relative path → text) under a folder. */
const write = (root: string, files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
};
const read = (root: string) =>
  Object.fromEntries(
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(root, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name), 'utf8')])
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  );

describe('whether a build compiles', () => {
  const nextDir = () => path.join(dir, '.next');
  const compiled = (id: string) => write(nextDir(), { BUILD_ID: id });

  it('reuses the compile in .next when it was made from this code by a build that finished', () => {
    compiled('code-1');
    expect(whyCompile(record(), 'code-1', nextDir())).toBeUndefined();
  });

  it('compiles when there is no compile, the code changed, or the last build of this code did not finish', () => {
    expect(whyCompile(record(), 'code-1', nextDir())).toBe('no earlier compile in .next');
    compiled('code-0');
    expect(whyCompile(record(), 'code-1', nextDir())).toBe('the code or its environment changed since the last compile');
    compiled('code-1');
    expect(whyCompile(undefined, 'code-1', nextDir())).toBe('the last build of this code did not finish');
    expect(whyCompile(record({ buildId: 'code-0' }), 'code-1', nextDir())).toBe('the last build of this code did not finish');
  });

  it('compiles when DOCS_FULL_BUILD asks for it', () => {
    compiled('code-1');
    expect(whyCompile(record(), 'code-1', nextDir(), true)).toMatch(/DOCS_FULL_BUILD=1/);
  });
});

describe('which pages a build renders', () => {
  it('renders only the pages whose own inputs changed, and new routes', () => {
    const plan = planRender(record(), inputs({ '/': '', '/a': 'a2', '/b': 'b1' }), '/site/out', true);
    expect(plan).toEqual({ kind: 'changed-pages', routes: ['/a'], reason: '1 of 3 pages changed' });
  });

  it('renders every page when any page’s shape changed (front matter, routes, sidebars, tags)', () => {
    expect(planRender(record(), inputs({ '/': '', '/a': 'a1', '/b': 'b1' }, 'shape-2'), '/site/out', true).kind).toBe('all-pages');
  });

  it('renders every page when the last output is gone, changed, or elsewhere', () => {
    expect(planRender(record(), inputs(record().pages), '/site/out', false).kind).toBe('all-pages');
    expect(planRender(record(), inputs(record().pages), '/elsewhere/out', true).kind).toBe('all-pages');
  });

  it('stamps an output by its files, so a changed or replaced folder is not taken for the last build’s', () => {
    expect(outStamp(dir)).toBeUndefined();
    write(dir, { 'index.html': 'home', 'a/b.html': 'page' });
    const first = outStamp(dir);
    expect(outStamp(dir)).toBe(first);
    write(dir, { 'a/b.html': 'page, edited' });
    const edited = outStamp(dir);
    expect(edited).not.toBe(first);
    write(dir, { 'a/c.html': '' });
    expect(outStamp(dir)).not.toBe(edited);
  });

  it('keeps an output’s stamp when a CI cache restores it elsewhere with its times in whole seconds', () => {
    write(dir, { 'index.html': 'home', 'a/b.html': 'page' });
    const when = new Date('2026-11-20T10:00:00.250Z');
    for (const file of ['index.html', 'a/b.html']) fs.utimesSync(path.join(dir, file), when, when);
    const stamp = outStamp(dir);
    const restored = path.join(dir, '..', `${path.basename(dir)}-restored`);
    fs.cpSync(dir, restored, { recursive: true });
    const second = new Date('2026-11-20T10:00:00.000Z');
    for (const file of ['index.html', 'a/b.html']) fs.utimesSync(path.join(restored, file), second, second);
    expect(outStamp(restored)).toBe(stamp);
    fs.rmSync(restored, { recursive: true });
  });
});

describe('laying the pages rendered again over the last output', () => {
  it('drops the docs pages Next copied from an older render, keeping the rendered ones and every other file', () => {
    write(dir, { 'index.html': 'home', 'index.txt': 'home', 'a.html': 'old a', 'a.txt': 'old a', 'b/c.html': 'c', 'tags/x.html': 'tag', '404.html': 'missing' });
    expect(dropPagesNotRendered(dir, ['/', '/a', '/b/c'], new Set(['/', '/b/c']))).toBe(1);
    expect(Object.keys(read(dir)).sort()).toEqual(['404.html', 'b/c.html', 'index.html', 'index.txt', 'tags/x.html']);
  });

  it('moves files into a folder, creating folders and replacing files', () => {
    write(path.join(dir, 'from'), { 'x/y.md': 'new', 'z.txt': 'z' });
    write(path.join(dir, 'into'), { 'x/y.md': 'old', 'keep.txt': 'k' });
    moveFiles(path.join(dir, 'from'), path.join(dir, 'into'));
    expect(read(path.join(dir, 'into'))).toEqual({ 'keep.txt': 'k', 'x/y.md': 'new', 'z.txt': 'z' });
  });
});
