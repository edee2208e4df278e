import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { buildFixtureSite, serveFixture } from './fixtures/state/build-site';

const BASE = '/pr-123';
let built: string;
let browser: Browser;
/** The preview build served where it belongs (under /pr-123) and at the wrong place (the host root). */
let right: { url: string; stop: () => void };
let wrong: { url: string; stop: () => void };

beforeAll(async () => {
  built = await buildFixtureSite('base-path', { basePath: BASE });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-host-'));
  fs.cpSync(built, path.join(root, BASE.slice(1)), { recursive: true });
  right = await serveFixture(root);
  wrong = await serveFixture(built);
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  right?.stop();
  wrong?.stop();
});

describe('preview deployments under a base path', () => {
  it('are marked noindex for search engines on every page', () => {
    for (const file of ['long.html', 'quickstart.html', 'index.html', '404.html']) {
      expect(fs.readFileSync(path.join(built, file), 'utf8')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });

  it('every link, asset and the navigation honour the base path, and no banner shows where it belongs', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(response.url());
    });
    await page.goto(`${right.url}${BASE}/long`);
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    const urls = await page.evaluate(() => [...document.querySelectorAll('a[href^="/"], img[src^="/"], script[src^="/"], link[href^="/"]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')!));
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((u) => !u.startsWith(`${BASE}/`) && u !== BASE)).toEqual([]);
    expect(await page.locator('#base-url-issue-banner').isVisible()).toBe(false);
    await page.getByRole('link', { name: 'the top of the target page' }).click();
    await page.waitForFunction((p) => location.pathname === p, `${BASE}/target`);
    await page.getByRole('heading', { name: 'Target page' }).waitFor();
    expect(failed).toEqual([]);
    await context.close();
  });

  it('served from another base path, a banner says the site did not load properly and which base URL it expected', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${wrong.url}/long`);
    const banner = page.getByRole('alert').filter({ hasText: 'did not load properly' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`base URL ${BASE}/`);
    await context.close();
  });
});
