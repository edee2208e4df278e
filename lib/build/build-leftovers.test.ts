import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildLeftovers } from './build-leftovers';

describe('leftovers of killed builds', () => {
  let project: string;
  let cache: string;
  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'leftovers-'));
    cache = path.join(project, 'node_modules/.cache/kadena-docs');
    fs.mkdirSync(cache, { recursive: true });
  });
  afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

  it('finds the export, retired output and cache files of a build whose process is gone, and nothing else', () => {
    const gone = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
    const alive = process.ppid;
    for (const dir of [`out.tmp-${gone}`, `out.tmp-old-${gone}`, `out.tmp-${alive}`, `out.tmp-${process.pid}`, 'out', 'content', 'out.tmp-notapid', `notes.tmp-${gone}`, `outputs-${gone}`]) fs.mkdirSync(path.join(project, dir));
    fs.mkdirSync(path.join(cache, `outputs-${gone}`));
    for (const file of [`check-${gone}.mjs`, `git-${gone}.json`, `render-only-${gone}.json`, `check-${alive}.mjs`, 'js-budget-last.json', 'last-build.json']) fs.writeFileSync(path.join(cache, file), '');
    fs.mkdirSync(path.join(cache, 'parse'));
    const found = buildLeftovers({ cwd: project, outDir: path.join(project, 'out'), cacheDir: cache }).map((f) => path.relative(project, f)).sort();
    expect(found).toEqual(
      [`out.tmp-${gone}`, `out.tmp-old-${gone}`, `node_modules/.cache/kadena-docs/check-${gone}.mjs`, `node_modules/.cache/kadena-docs/git-${gone}.json`, `node_modules/.cache/kadena-docs/outputs-${gone}`, `node_modules/.cache/kadena-docs/render-only-${gone}.json`].sort(),
    );
  });

  it('finds a retired output beside an output folder set by OUT_DIR', () => {
    const gone = 2 ** 22 + 54321;
    fs.mkdirSync(path.join(project, 'site'));
    fs.mkdirSync(path.join(project, `site.tmp-old-${gone}`));
    expect(buildLeftovers({ cwd: project, outDir: path.join(project, 'site'), cacheDir: path.join(project, 'cache') })).toEqual([path.join(project, `site.tmp-old-${gone}`)]);
  });
});
