import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_CONTENT } from './fixtures/state/build-site';

/** The first-load JavaScript budget (the build checks every page itself): a lowered budget fails a build and says why. */
describe('JS budget', () => {
  it('a budget overrun fails the build, names the largest chunks and leaves no output', () => {
    const outDir = path.resolve('out.tmp-budget-test');
    fs.rmSync(outDir, { recursive: true, force: true });
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('NEXT_PUBLIC_')));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...inherited, NODE_ENV: 'production', CONTENT_DIR: FIXTURE_CONTENT, OUT_DIR: outDir, DOCS_JS_BUDGET_KB: '100', NEXT_PUBLIC_E2E_HOOKS: '1' } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toMatch(/page\(s\) over budget, e\.g\. \/\S+ \(\d+\.\d KB > 100\.0 KB\)/);
    expect(output).toMatch(/largest chunks of the heaviest page:\n\s+\d+\.\d KB {2}_next\/static\/chunks\/\S+\.js/);
    expect(output).toContain('First-load JavaScript over budget');
    expect(fs.existsSync(outDir)).toBe(false);
  }, 600_000);
});
