import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeFingerprint } from './code-fingerprint';

describe('the code fingerprint (Next’s build id)', () => {
  let project: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.writeFileSync(path.join(project, file), text);
  };
  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
    write('app/page.tsx', 'export default function Page() { return null; }');
    write('lib/env.ts', 'export const url = process.env.SITE_URL;');
    write('lib/env.test.ts', 'test("x", () => {});');
    write('lib/__fixtures__/site/a.md', '# A');
    write('package-lock.json', '{}');
  });
  afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

  it('changes when a compiled file changes, not when a test or a test fixture does', () => {
    const before = codeFingerprint(project, {});
    write('lib/env.test.ts', 'test("y", () => {});');
    write('lib/__fixtures__/site/a.md', '# B');
    expect(codeFingerprint(project, {})).toBe(before);
    write('app/page.tsx', 'export default function Page() { return "x"; }');
    expect(codeFingerprint(project, {})).not.toBe(before);
  });

  it('changes with the variables the code reads and every NEXT_PUBLIC_ variable, not with others', () => {
    const before = codeFingerprint(project, { HOME: '/a' });
    expect(codeFingerprint(project, { HOME: '/b' })).toBe(before);
    expect(codeFingerprint(project, { SITE_URL: 'https://docs.example' })).not.toBe(before);
    expect(codeFingerprint(project, { NEXT_PUBLIC_ANYTHING: '1' })).not.toBe(before);
  });

  it('leaves out a variable the code reads by name rather than literally', () => {
    write('lib/per-build.ts', "const read = (name: string) => process.env[name]; export const file = read('DOCS_GIT_INFO');");
    expect(codeFingerprint(project, { DOCS_GIT_INFO: '/tmp/git-1.json' })).toBe(codeFingerprint(project, { DOCS_GIT_INFO: '/tmp/git-2.json' }));
  });

  it('on this repository, is the same for two builds whatever their temporary files, output and process sizes, and changes with the site URL', () => {
    const root = path.resolve(__dirname, '../..');
    const one = { DOCS_GIT_INFO: '/tmp/git-1.json', DOCS_RENDER_ONLY: '/tmp/r-1.json', OUT_DIR: 'out', NEXT_DIST_DIR: '/tmp/next-1', DOCS_BUILD_ID: 'a', DOCS_FULL_BUILD: '1', DOCS_BUILD_HEAP_MB: '1024', NODE_OPTIONS: '--max-old-space-size=2048' };
    const two = { DOCS_GIT_INFO: '/tmp/git-2.json', OUT_DIR: '/tmp/preview-out', NEXT_DIST_DIR: '/tmp/next-2', DOCS_BUILD_ID: 'b', MIMALLOC_PURGE_DELAY: '0', NEXT_BUILD_CACHE: '1', DOCS_CHECK_HEAP_MB: '512' };
    const fingerprint = codeFingerprint(root, one);
    expect(codeFingerprint(root, two)).toBe(fingerprint);
    expect(codeFingerprint(root, { ...one, SITE_URL: 'https://docs.example' })).not.toBe(fingerprint);
  });
});
