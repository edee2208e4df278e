import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hardenExport } from './harden-export';
import { bootScriptName } from './inline-scripts';
import { measurePages } from '../outputs/js-budget';

/** A small export as Next writes it: pages with framework scripts, a stylesheet link and a payload file beside each. */
function writeExport(pages: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harden-'));
  fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, '_next/static/chunks/site.css'), 'body{color:#111}');
  fs.writeFileSync(path.join(dir, '_next/static/chunks/app.js'), 'console.log("app");'.repeat(50));
  fs.writeFileSync(path.join(dir, '_next/static/chunks/tabs.js'), 'console.log("tabs");'.repeat(20));
  for (let i = 0; i < pages; i++) {
    const file = path.join(dir, `part-${i % 7}`, `page-${i}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const payload = `0:["page ${i}"]\n`;
    fs.writeFileSync(file, [
      `<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/><script src="/_next/static/chunks/app.js" async=""></script>${i % 2 ? '<script src="/_next/static/chunks/tabs.js" async=""></script>' : ''}</head><body><main>page ${i}</main>`,
      '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,${JSON.stringify(payload)}])</script>`,
      i === 3 ? '<script>alert("not allowed")</script>' : '',
      '</body></html>',
    ].join(''));
    fs.writeFileSync(file.replace(/\.html$/, '.txt'), payload);
  }
  return dir;
}

/** Every file under a folder with its bytes. */
const contents = (dir: string): Record<string, string> =>
  Object.fromEntries(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort().filter((f) => fs.statSync(path.join(dir, f)).isFile()).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));

describe('hardenExport', () => {
  it('gives the same export and the same report whether the pages are shared between threads or not', async () => {
    const single = writeExport(450);
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'harden-shared-'));
    fs.cpSync(single, shared, { recursive: true });
    const one = await hardenExport(single, new Set(), '', 1);
    const two = await hardenExport(shared, new Set(), '', 2);
    expect(two).toEqual(one);
    expect(one).toMatchObject({ htmlFiles: 450, moved: 450, payloadFilesRemoved: 450 });
    expect(one.refused).toEqual([expect.stringMatching(/^part-3\/page-3\.html {2}inline script not allowed/)]);
    const files = contents(shared);
    expect(files).toEqual(contents(single));
    expect(Object.keys(files).filter((f) => f.endsWith('.txt'))).toEqual([]);
    expect(files[`_next/static/${bootScriptName()}`]).toBeDefined();
    // What the hardening read serves the JavaScript budget, which then reads no page again, with the same figures.
    expect(one.chunkSources.get('part-1/page-1.html')).toEqual(['/_next/static/chunks/app.js', '/_next/static/chunks/tabs.js']);
    expect(measurePages(shared, two.chunkSources)).toEqual(measurePages(shared));
    for (const dir of [single, shared]) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
