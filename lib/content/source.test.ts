import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSource } from './source';

/** A content folder with two pages, in a fresh temporary directory. */
function contentFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-'));
  fs.writeFileSync(path.join(dir, 'index.md'), '---\ntitle: Home\n---\n\nWelcome.\n');
  fs.writeFileSync(path.join(dir, 'intro.md'), '---\ntitle: Introduction\n---\n\nFirst words.\n');
  return dir;
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
});
