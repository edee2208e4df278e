import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { FIXTURE_CONTENT, serveFixture } from './fixtures/state/build-site';
import { scriptHash } from '../lib/deploy/host-config';
import { forgetLastPrerender, nextBuildArgs } from '../lib/next-contract/generate-mode';
import { externalizeInlineScripts, inlineScripts } from '../lib/next-contract/inline-scripts';
import { INLINE_SCRIPTS } from '../scripts/host-config';

/**
 * The contract with Next.js (lib/next-contract/CONTRACT.md). The fixture site is built with the real `next build`,
 * and its output is read as Next wrote it, before anything of ours touches it: each test checks one assumption of
 * the contract and is named after it, so an upgrade of `next` that breaks one fails here by name.
 */
const BUILD_TIMEOUT = 300_000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kadena-docs-next-contract-'));
const content = path.join(work, 'content');
// Next exports into its distDir, which must be inside the project.
const rawDir = path.resolve('out.tmp-contract-raw');
const generatedDir = path.resolve('out.tmp-contract-generate');
const renderOnlyFile = path.join(work, 'render-only.json');
const ADDED = '---\ntitle: Added page\n---\n\n# Added page\n\nA page added after the first build.\n';

/** `next build` (no script of ours around it) on the copied fixture content; throws with Next's output on failure. */
function nextBuild(distDir: string, args: string[], extra: Record<string, string> = {}): void {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('NEXT_PUBLIC_') && !key.startsWith('DOCS_')));
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', ...args], {
    env: { ...inherited, CONTENT_DIR: content, NEXT_DIST_DIR: path.basename(distDir), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DOCS_BUILD_ID: 'next-contract', ...extra },
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`next ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** The HTML pages of an export, relative path to text. */
const pagesOf = (dir: string): Map<string, string> =>
  new Map(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name), 'utf8')] as const),
  );

let raw: Map<string, string>;
let browser: Browser;

beforeAll(async () => {
  fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
  for (const dir of [rawDir, generatedDir]) fs.rmSync(dir, { recursive: true, force: true });
  nextBuild(rawDir, nextBuildArgs(false));
  raw = pagesOf(rawDir);
  // Generate mode, after an author adds a page, rendering only that page (and the home page).
  fs.writeFileSync(path.join(content, 'added.md'), ADDED);
  fs.writeFileSync(renderOnlyFile, JSON.stringify(['/', '/added']));
  forgetLastPrerender(path.resolve('.next'));
  nextBuild(generatedDir, nextBuildArgs(true), { DOCS_RENDER_ONLY: renderOnlyFile });
  browser = await launchBrowser();
}, 3 * BUILD_TIMEOUT);
afterAll(async () => {
  await browser?.close();
  for (const dir of [work, rawDir, generatedDir]) fs.rmSync(dir, { recursive: true, force: true });
});

const allowed = new Set(INLINE_SCRIPTS.map(scriptHash));
const docsPages = () => [...raw].filter(([file]) => ['long.html', 'target.html', 'quickstart.html', 'guides/intro.html'].includes(file));

describe('the contract with Next.js (lib/next-contract/CONTRACT.md)', () => {
  it('1. boot scripts: every inline script Next writes is a push of a JSON literal onto self.__next_f or TURBOPACK', () => {
    expect(raw.size).toBeGreaterThan(5);
    for (const [file, html] of raw) {
      const page = externalizeInlineScripts(html, allowed, '/_next/static/inline/', '/_next/static/boot.js');
      expect([file, page.disallowed]).toEqual([file, []]);
      expect([file, page.file]).toEqual([file, undefined]);
      expect([file, inlineScripts(page.html).filter((body) => !allowed.has(scriptHash(body)))]).toEqual([file, []]);
    }
  });

  it('2. payload in the page: the payload Next inlines in a docs page is, byte for byte, its <route>.txt', () => {
    expect(docsPages()).toHaveLength(4);
    for (const [file, html] of docsPages()) {
      const txt = fs.readFileSync(path.join(rawDir, file.replace(/\.html$/, '.txt')), 'utf8');
      expect([file, externalizeInlineScripts(html, allowed, '/_next/static/inline/', '/_next/static/boot.js', txt).navigable]).toEqual([file, true]);
    }
  });

  it('3. no segment data: with ./collect-segment-data aliased, Next writes no per-segment prefetch file', () => {
    const segments = fs.readdirSync(rawDir, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|\/)__next\.[^/]*\.txt$/.test(file) || file.endsWith('.segments'));
    expect(segments).toEqual([]);
  });

  it('4. client navigation: Next fetches <route>.txt?_rsc=... for a link, without loading the page again', async () => {
    const server = await serveFixture(rawDir);
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/long`);
      // Hydrated: the theme toggle gets its title from React.
      await page.waitForFunction(() => document.querySelector('.theme-toggle')?.getAttribute('title') !== null);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      await page.getByRole('link', { name: 'the top of the target page' }).first().click();
      await page.waitForFunction(() => location.pathname === '/target' && document.querySelector('h1')?.textContent === 'Target page');
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(requests.map((url) => new URL(url)).some((url) => url.pathname === '/target.txt' && url.searchParams.has('_rsc'))).toBe(true);
    } finally {
      await context.close();
      server.stop();
    }
  });

  it('5. generate mode: with the prerender manifest removed, a generate run exports this run’s routes, only those generateStaticParams returns', () => {
    const generated = pagesOf(generatedDir);
    expect(generated.get('added.html')).toContain('A page added after the first build.');
    expect(generated.has('index.html')).toBe(true);
    expect(generated.has('long.html')).toBe(false);
    expect(generated.has('target.html')).toBe(false);
  });

});
