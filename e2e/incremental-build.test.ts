import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesOf, withoutPayload } from './output-files';
import { FIXTURE_CONTENT } from './fixtures/state/build-site';

/**
 * The incremental build, as an author or a preview deployment meets it: after one page is edited, `npm run build`
 * reuses the compile and the last output, renders that page again, and gives the site a full build gives.
 */
const BUILD_TIMEOUT = 300_000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kadena-docs-e2e-incremental-'));
const content = path.join(work, 'content');
const outDir = path.join(work, 'out');
const EDIT = 'A sentence added after the first build.';

/** Runs `npm run build`'s script on the copied fixture content; returns its log. */
function build(extra: Record<string, string> = {}): string {
  const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_DIR: content, OUT_DIR: outDir, ...extra };
  for (const key of Object.keys(env)) if ((key.startsWith('NEXT_PUBLIC_') || key === 'DOCS_FULL_BUILD') && !(key in extra)) delete env[key];
  env.NEXT_PUBLIC_E2E_HOOKS = '1';
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT,
    env,
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}


let firstLog: string;
let warmLog: string;
let warm: Map<string, Buffer>;
let full: Map<string, Buffer>;
let before: Map<string, Buffer>;

beforeAll(() => {
  fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
  firstLog = build();
  before = filesOf(outDir);
  const page = path.join(content, 'guides/intro.md');
  fs.writeFileSync(page, `${fs.readFileSync(page, 'utf8')}\n${EDIT}\n`);
  warmLog = build();
  warm = filesOf(outDir);
  build({ DOCS_FULL_BUILD: '1' });
  full = filesOf(outDir);
}, 3 * BUILD_TIMEOUT);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('a build after one page is edited', () => {
  it('reuses the compile and renders only the edited page (and the home page) over the last output', () => {
    expect(firstLog).toMatch(/compiling and rendering every page/);
    expect(warmLog).toMatch(/compile reused; rendering 1 changed page over the last output \(1 of \d+ pages changed\)/);
    expect(warmLog).not.toMatch(/Compiled successfully/);
  });

  it('shows the edit, in the page and in its markdown twin', () => {
    expect(warm.get('guides/intro.html')!.toString()).toContain(EDIT);
    expect(warm.get('guides/intro.md')!.toString()).toContain(EDIT);
    expect(before.get('guides/intro.html')!.toString()).not.toContain(EDIT);
  });

  it('writes the same files a full build writes, with the new search index under the names every page links to', () => {
    expect([...warm.keys()]).toEqual([...full.keys()]);
    expect([...warm.keys()].filter((file) => file.startsWith('search-index/'))).toEqual(['search-index/full.json', 'search-index/titles.json']);
    expect(warm.get('search-index/full.json')!.toString()).toContain(EDIT);
    expect(before.get('search-index/full.json')!.toString()).not.toContain(EDIT);
  });

  it('gives byte for byte what a full build gives, but for the order of payload rows in the pages it rendered', () => {
    const differing = [...warm].filter(([file, bytes]) => !bytes.equals(full.get(file)!)).map(([file]) => file);
    for (const file of differing) expect([file, withoutPayload(warm.get(file)!)]).toEqual([file, withoutPayload(full.get(file)!)]);
    // The pages it did not render are the last output's, untouched: exactly as rendered now.
    for (const file of ['long.html', 'target.html', 'quickstart.html']) expect([file, warm.get(file)!.equals(full.get(file)!)]).toEqual([file, true]);
  });
});
