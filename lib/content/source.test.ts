import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createMemoryCache } from './parse-cache';
import { createSource } from './source';

/** A content folder with two pages, in a fresh temporary directory. */
function contentFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-'));
  fs.writeFileSync(path.join(dir, 'index.md'), '---\ntitle: Home\n---\n\nWelcome.\n');
  fs.writeFileSync(path.join(dir, 'intro.md'), '---\ntitle: Introduction\n---\n\nFirst words.\n');
  return dir;
}

/** Collects garbage now. A WeakRef keeps its target to the end of the job that read it: hence the wait first. */
async function collectGarbage(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  v8.setFlagsFromString('--expose_gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Rewrites a file with a later mtime, as an editor's save does. */
function edit(file: string, text: string): void {
  fs.writeFileSync(file, text);
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later);
}

describe('the content store', () => {
  it('in dev, sees an edited title and an added page on the next call', () => {
    const dir = contentFolder();
    const source = createSource(dir, { cwd: dir, includeDrafts: true });
    expect(source.site().byRoute.get('/intro')?.title).toBe('Introduction');
    edit(path.join(dir, 'intro.md'), '---\ntitle: Getting started\n---\n\nFirst words.\n');
    fs.writeFileSync(path.join(dir, 'added.md'), '---\ntitle: Added\n---\n\nNew.\n');
    const after = source.site();
    expect(after.byRoute.get('/intro')?.title).toBe('Getting started');
    expect(after.byRoute.get('/added')?.title).toBe('Added');
  });

  it('in a build (watch: false), scans the folder once and hands back the same site without reading it again', () => {
    const dir = contentFolder();
    const source = createSource(dir, { cwd: dir, includeDrafts: false, watch: false });
    const first = source.site();
    const readdir = jest.spyOn(fs, 'readdirSync');
    const stat = jest.spyOn(fs, 'statSync');
    try {
      fs.writeFileSync(path.join(dir, 'added.md'), '---\ntitle: Added\n---\n\nNew.\n');
      expect(source.site()).toBe(first);
      expect(source.site().byRoute.has('/added')).toBe(false);
      expect(readdir).not.toHaveBeenCalled();
      expect(stat).not.toHaveBeenCalled();
    } finally {
      readdir.mockRestore();
      stat.mockRestore();
    }
  });

  it.each([
    ['keeps a parse once read (the check, the dev server)', true, 0],
    ['in a build worker (retainParses: false), keeps no parse once nothing holds it, and reads it again when asked', false, 1],
  ])('%s', async (_label, retainParses, readsAgain) => {
    const dir = contentFolder();
    const cache = createMemoryCache();
    const read = jest.spyOn(cache, 'read');
    const source = createSource(dir, { cwd: dir, includeDrafts: false, watch: false, cache, retainParses });
    const page = source.site().byRoute.get('/intro')!;
    expect(page.sections.map((s) => s.text)).toEqual(['First words.']);
    expect(page.hasH1).toBe(false);
    const reads = read.mock.calls.length;
    await collectGarbage();
    expect(page.sections.map((s) => s.text)).toEqual(['First words.']);
    expect(read.mock.calls.length - reads).toBe(readsAgain);
  });
});
