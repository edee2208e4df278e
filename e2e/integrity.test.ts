import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { themeScript } from '../components/shell/theme-script';
import { inlineScripts } from '../lib/next-contract/inline-scripts';
import { launchBrowser } from './browser';
import { serveWithHeaders } from './fixtures/integrity/header-server';

/** Records every CSP violation the page reports into window.__cspViolations. */
async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

const FIXTURES = 'e2e/fixtures/integrity';
const BUILD_TIMEOUT = 300_000;

/** Runs `npm run build` (scripts/build.ts) on a fixture content folder into its own output folder. */
function build(content: string, outDir: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT,
    env: { ...process.env, CONTENT_DIR: content, OUT_DIR: outDir, NEXT_PUBLIC_BASE_PATH: '' },
  });
}

describe('a build with one broken link and one broken anchor', () => {
  const outDir = path.resolve('out.tmp-e2e-broken');
  let result: SpawnSyncReturns<string>;
  beforeAll(() => {
    // A stale good build must not survive a failed one.
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.html'), '<title>stale</title>');
    result = build(`${FIXTURES}/broken`, outDir);
  }, BUILD_TIMEOUT);

  it('fails and prints both locations with file:line:col', () => {
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${FIXTURES}/broken/guides.md:9:14  broken link /guides/no-such-page\n`);
    expect(result.stderr).toContain(
      `${FIXTURES}/broken/guides.md:11:16  broken link /resources/glossary#no-such-heading (no heading or anchor #no-such-heading on /resources/glossary)\n`,
    );
    expect(result.stderr).toContain('2 errors (the build stops)');
    expect(result.stderr).toContain('Build stopped by content errors');
  });

  it('leaves no output folder that could be deployed', () => {
    expect(fs.existsSync(outDir)).toBe(false);
    expect(fs.readdirSync('.').filter((name) => /^out\.tmp-\d+$/.test(name))).toEqual([]);
  });
});

describe('a build told a heap size that is not a number', () => {
  it('stops before building, names the variable and the fix, and leaves no output folder', () => {
    const outDir = path.resolve('out.tmp-e2e-heap');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.html'), '<title>stale</title>');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      encoding: 'utf8',
      timeout: BUILD_TIMEOUT,
      env: { ...process.env, CONTENT_DIR: `${FIXTURES}/broken`, OUT_DIR: outDir, DOCS_CHECK_HEAP_MB: '2 GB' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DOCS_CHECK_HEAP_MB=2 GB is not a heap size: set a whole number of megabytes, e.g. DOCS_CHECK_HEAP_MB=2048, or unset it.');
    expect(result.stdout).not.toContain('compiling');
    expect(fs.existsSync(outDir)).toBe(false);
  });
});

describe('a build with a duplicate route and a hostile page', () => {
  const outDir = path.resolve('out.tmp-e2e-site');
  let result: SpawnSyncReturns<string>;
  let browser: Browser;
  beforeAll(async () => {
    result = build(`${FIXTURES}/site`, outDir);
    browser = await launchBrowser();
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  const html = (route: string) => fs.readFileSync(path.join(outDir, `${route}.html`), 'utf8');

  it('warns once, naming both files, and succeeds with the first file by name', () => {
    expect(result.status).toBe(0);
    const warning = `${FIXTURES}/site/guides/duplicate-b.md  duplicate route /guides/duplicate: also claimed by ${FIXTURES}/site/guides/duplicate-a.md; using ${FIXTURES}/site/guides/duplicate-a.md`;
    expect(result.stderr.split(warning)).toHaveLength(2);
    expect(result.stderr).toMatch(/^\d+ warnings:$/m);
    expect(result.stderr).toContain('- duplicate routes (1):');
    expect(html('guides/duplicate')).toContain('Duplicate A');
  });

  it('renders a title containing HTML as text in the heading, <title> and Open Graph', () => {
    const page = html('guides/hostile');
    const escaped = '&lt;script&gt;window.__pwned = &quot;title&quot;&lt;/script&gt;&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt; Hostile &amp; &quot;quoted&quot;';
    expect(page).toContain(`<title>${escaped} | Kadena Docs</title>`);
    expect(page).toContain(`<meta property="og:title" content="${escaped}"/>`);
    expect(page).toContain(`<h1>${escaped}</h1>`);
    expect(page).not.toMatch(/<script>window|<img src=x|<iframe|onerror="window|javascript:/i);
  });

  /** Opens a page and records dialogs, requests, CSP violations and console errors. */
  async function visit(base: string, route: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    const requests: string[] = [];
    const consoleErrors: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await watchCspViolations(page);
    const response = await page.goto(`${base}${route}`, { waitUntil: 'load' });
    const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    return { page, response, dialogs, requests, consoleErrors, violations, close: () => context.close() };
  }

  const hydrated = async (page: Page) => {
    const toggle = page.getByRole('button', { name: /Switch to (dark|light) mode/ });
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await toggle.click();
    await page.waitForFunction((b) => document.documentElement.dataset.theme !== b, before);
  };

  it.each([
    ['under the shipped CSP', true],
    ['with no CSP at all (the sanitiser alone)', false],
  ])('runs no script from the hostile page %s: no dialog, no global, no outside request', async (_label, headers) => {
    const server = await serveWithHeaders(outDir, { headers });
    const visitResult = await visit(server.url, '/guides/hostile');
    const { page } = visitResult;
    expect(visitResult.response?.headers()['content-security-policy'] !== undefined).toBe(headers);
    await expect(page.getByText('Normal bold text stays.').isVisible()).resolves.toBe(true);
    for (const text of ['jsx link', 'markdown link', 'entity link', 'tab link', 'click me', 'more']) await page.getByText(text, { exact: true }).click();
    await page.getByAltText('logo').hover();
    await page.waitForTimeout(300);
    const globals = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { pwned: w.__pwned ?? null, nextF: Array.isArray(w.__next_f) };
    });
    expect(globals).toEqual({ pwned: null, nextF: true });
    expect(visitResult.dialogs).toEqual([]);
    expect(visitResult.requests.filter((url) => !url.startsWith(`${server.url}/`))).toEqual([]);
    await visitResult.close();
    await server.close();
  });

  it('serves normal pages under the shipped CSP with no violation, hydrated and navigable', async () => {
    const server = await serveWithHeaders(outDir);
    const visitResult = await visit(server.url, '/guides/normal');
    const { page } = visitResult;
    expect(visitResult.response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(visitResult.response?.headers()['x-content-type-options']).toBe('nosniff');
    await hydrated(page);
    await page.getByRole('tab', { name: 'CLI' }).click();
    await expect(page.getByText('Use kadena.').isVisible()).resolves.toBe(true);
    await page.locator('article').getByRole('link', { name: 'quick start' }).click();
    await page.waitForURL(`${server.url}/quickstart`);
    expect(await visitResult.violations()).toEqual([]);
    expect(visitResult.consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await visitResult.close();
    await server.close();
  });
});

describe('the real site (out/) under the shipped CSP', () => {
  const outDir = path.resolve('out');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('was built by npm run build: headers file present and no inline script but the hashed theme script', () => {
    expect(fs.existsSync(path.join(outDir, '_headers'))).toBe(true);
    const page = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    // Data blocks (the boot data, JSON-LD) never run, so they are not scripts the policy has to allow.
    expect(inlineScripts(page)).toEqual([themeScript]);
  });

  it.each(['/', '/smart-contracts/capabilities', '/tags', '/search', '/no/such/page'])('%s loads and hydrates with no CSP violation', async (route) => {
    const server = await serveWithHeaders(outDir);
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await watchCspViolations(page);
    await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
    await page.waitForFunction((before) => document.documentElement.dataset.theme !== before, theme);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
    await server.close();
  });
});
