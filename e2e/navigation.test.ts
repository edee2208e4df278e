import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { browserForThisFile } from './browser';
import { serveWithHeaders } from './fixtures/integrity/header-server';
import { buildFixtureSite } from './fixtures/state/build-site';
import { payloadInHtml } from '../lib/next-contract/page-payload';

/**
 * Client navigation over the slim export, on the fixture site (e2e/fixtures/state/content, the build the reader-state
 * tests share), so what is tested is the framework and the export, not the routes of the real content. Each page's
 * payload is written once, in its HTML, in a data block that the one shared boot script reads and client navigation
 * reads too; no `<route>.txt`, no per-segment prefetch files. Served with the committed `_headers` (public/), so the
 * Content-Security-Policy applies.
 */
const browser = browserForThisFile();
let server: { url: string; close: () => Promise<void> };
let dir: string;

beforeAll(async () => {
  dir = await buildFixtureSite('main');
  server = await serveWithHeaders(dir, { headers: true });
}, 300_000);
afterAll(async () => {
  await server?.close();
});

const FROM = '/long';
const TO = '/target';

/** A page of the served site, with what went wrong on it recorded: failed requests, CSP violations, page errors. */
async function openPage(route: string) {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${server.url}${route}`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  // A property set on this document survives only a client-side navigation.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  return { page, context, failed, errors, sameDocument, violations };
}

const heading = (page: Page) => page.locator('main h1').first().textContent();
const articleLink = (page: Page, route: string) => page.locator(`main article a[href="${route}"]`).first();

describe('client navigation over the slim export', () => {
  it('opens a linked page without reloading, and back and forward return to each page in the same document', async () => {
    const { page, context, failed, errors, sameDocument, violations } = await openPage(FROM);
    expect(await heading(page)).toBe('Long page');
    await articleLink(page, TO).click();
    await page.waitForFunction((to) => location.pathname === to, TO);
    // The router commits the page first and its metadata just after, so the tab title may follow the heading by a
    // frame: wait for both rather than read the title the moment the heading changes.
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Target page');
    await page.waitForFunction(() => document.title.startsWith('Target page |'));
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Long page');
    await page.waitForFunction(() => document.title.startsWith('Long page |'));
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Target page');
    await page.waitForFunction(() => document.title.startsWith('Target page |'));
    expect(await sameDocument()).toBe(true);
    expect({ failed, errors, violations: await violations() }).toEqual({ failed: [], errors: [], violations: [] });
    await context.close();
  });

  it('prefetches the linked page once when its link is hovered, and the click then needs no network', async () => {
    const { page, context, failed, sameDocument } = await openPage(FROM);
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/_next/static/')) requested.push(`${request.method()} ${pathname}`);
    });
    const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === TO);
    await articleLink(page, TO).hover();
    expect((await prefetched).status()).toBe(200);
    expect(requested.filter((r) => r.includes(TO))).toEqual([`GET ${TO}`]);

    await context.setOffline(true);
    await articleLink(page, TO).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Target page');
    expect(await sameDocument()).toBe(true);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('keeps each page payload in one place, its HTML: no .txt file is written, and a first load hydrates from the page alone', async () => {
    const html = fs.readFileSync(path.join(dir, `${FROM.slice(1)}.html`), 'utf8');
    expect(fs.existsSync(path.join(dir, `${FROM.slice(1)}.txt`))).toBe(false);
    const payload = payloadInHtml(html)!;
    // It is an RSC payload that renders this page: its rows name the heading's text.
    expect(payload).toMatch(/^0:/m);
    expect(payload).toContain('"Long page"');

    const context = await browser().newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/_next/static/')) requested.push(pathname);
    });
    await page.goto(`${server.url}${FROM}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(requested.filter((p) => p.endsWith('.txt') || p === FROM)).toEqual([FROM]);
    await context.close();
  });

  it('asks for no per-segment prefetch file and loads no per-page script file', async () => {
    const { page, context } = await openPage('/');
    const scripts = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!));
    expect(scripts.filter((src) => !/^\/_next\/static\/(chunks\/|boot-[0-9a-f]{16}\.js$)/.test(src))).toEqual([]);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const link of await page.locator('main a[href^="/"]').all().then((links) => links.slice(0, 5))) await link.hover();
    await page.waitForTimeout(500);
    expect(requested.filter((p) => p.includes('__next.'))).toEqual([]);
    await context.close();
  });
});
