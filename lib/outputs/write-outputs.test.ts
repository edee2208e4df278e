import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSource } from '../content/source';
import { renderRobots, writeSiteOutputs } from './write-outputs';

describe('robots.txt', () => {
  it('names the sitemap in production and disallows everything in a preview build under a base path', () => {
    expect(renderRobots()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.kadena.io/sitemap.xml\n');
    jest.isolateModules(() => {
      process.env.NEXT_PUBLIC_BASE_PATH = '/pr-9';
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = require('./write-outputs') as typeof import('./write-outputs');
      expect(isolated.renderRobots()).toBe('# Preview build (/pr-9): not for search engines.\nUser-agent: *\nDisallow: /\n');
      delete process.env.NEXT_PUBLIC_BASE_PATH;
    });
  });
});

describe('markdown twins kept between builds', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('derives a twin once per page key, and writes the kept one while the key stays the same', () => {
    const content = path.join(dir, 'content');
    fs.mkdirSync(content);
    fs.writeFileSync(path.join(content, 'a.md'), '---\ntitle: A\n---\n\nFirst page.\n');
    fs.writeFileSync(path.join(content, 'b.md'), '---\ntitle: B\n---\n\nSecond page, see [A](./a.md).\n');
    const site = createSource(content, { cwd: content, includeDrafts: false }).site();
    const kept = new Map<string, string>();
    const derived: string[] = [];
    const cache = {
      artifact: (name: string, build: () => string) => {
        if (!kept.has(name)) {
          derived.push(name);
          kept.set(name, build());
        }
        return kept.get(name)!;
      },
    };
    const keys: Record<string, string> = { '/a': 'a1', '/b': 'b1' };
    const twins = { cache, keyOf: (page: { route: string }) => keys[page.route] };
    const write = (out: string) => writeSiteOutputs(site, path.join(dir, out), path.join(dir, 'cards'), content, twins);
    write('first');
    expect(derived).toEqual(['twin-a1.md', 'twin-b1.md']);
    expect(fs.readFileSync(path.join(dir, 'first/b.md'), 'utf8')).toContain('Second page, see [A](https://docs.kadena.io/a).');
    write('second');
    expect(derived).toHaveLength(2);
    expect(fs.readFileSync(path.join(dir, 'second/b.md'), 'utf8')).toBe(fs.readFileSync(path.join(dir, 'first/b.md'), 'utf8'));
    keys['/b'] = 'b2';
    write('third');
    expect(derived).toEqual(['twin-a1.md', 'twin-b1.md', 'twin-b2.md']);
  });
});
