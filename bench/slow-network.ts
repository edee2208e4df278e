/**
 * Opening search on a throttled "slow 3G" profile (400 ms RTT, 400 kbit/s = 50 KB/s down), measured in Chromium
 * against the built out/: the time from the shortcut to the first hit and what the reader downloads for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Chrome DevTools' network conditions for the profile (throughput in bytes per second). */
export const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 } as const;

/** The query typed after the shortcut and the page it is typed on. */
const QUERY = 'keys-2';
const PAGE = '/guides/troubleshooting';

/** One resource the page fetched after the shortcut. */
export interface Fetched {
  url: string;
  /** Body bytes as transferred (gzip from the static server), 0 while still downloading. */
  encoded: number;
  /** Body bytes after decompression. */
  decoded: number;
  /** False when the request was still in flight at the first hit. */
  done: boolean;
  /** Milliseconds from the shortcut to the last byte (0 while still downloading). */
  receivedAt: number;
}

/** One timed open: milliseconds from the shortcut to the first hit, and the resources fetched meanwhile. */
export interface OpenRun {
  /** In the page: Ctrl+K keydown to the first hit link in the DOM. */
  ms: number;
  /** As the test driver sees it, from sending Ctrl+K to finding the hit. */
  driverMs: number;
  fetched: Fetched[];
}

/** The index files of the export, with raw and gzip sizes. */
export function servedIndexFiles(outDir: string): { file: string; raw: number; gzip: number }[] {
  const dir = path.join(outDir, 'search-index');
  return fs.readdirSync(dir).map((file) => {
    const text = fs.readFileSync(path.join(dir, file));
    return { file, raw: text.length, gzip: gzipSync(text).length };
  });
}

/** JS chunks of the export that hold the DocSearch modal, with raw and gzip sizes. */
export function modalChunks(outDir: string): { file: string; raw: number; gzip: number }[] {
  const dir = path.join(outDir, '_next/static/chunks');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, text: fs.readFileSync(path.join(dir, f)) }))
    .filter(({ text }) => text.includes('DocSearch-Modal'))
    .map(({ file, text }) => ({ file, raw: text.length, gzip: gzipSync(text).length }));
}

/** Waits until the page has had no request in flight for `quietMs` (counts requests from now on). */
function networkQuiet(page: Page, quietMs: number): Promise<void> {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, quietMs);
    };
    page.on('request', () => {
      inFlight++;
      clearTimeout(timer);
    });
    const finished = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
    settle();
  });
}

async function openPage(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The default buffer (250 entries) can fill up during page load and then drop the entries we want.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  const page = await context.newPage();
  // Unthrottled page load, and whatever it fetches on idle (link prefetches), must be over before timing starts.
  await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForSelector('.DocSearch-Button');
  return { context, page };
}

/** Timestamps the page takes itself (performance.now()), free of the test driver's round trips and polling. */
interface PageClock {
  shortcut?: number;
  hit?: number;
}

/** Notes in the page when Ctrl+K goes down and when the first hit link enters the DOM. */
function watchInPage(): void {
  const clock: PageClock = {};
  (window as unknown as { benchClock: PageClock }).benchClock = clock;
  // The event's own time stamp: when the browser received the key, before any wait for a busy main thread.
  addEventListener('keydown', (e) => void (e.ctrlKey && e.key.toLowerCase() === 'k' && (clock.shortcut ??= e.timeStamp)), true);
  const observer = new MutationObserver(() => {
    if (clock.hit === undefined && document.querySelector('.DocSearch-Hit a')) {
      clock.hit = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Throttles the page, presses Ctrl+K, types the query and times the first hit twice: in the page (keydown to the
 * hit entering the DOM) and as the driver sees it (which adds its round trips and polling, up to a few hundred ms on
 * a busy machine); lists what was fetched meanwhile.
 */
async function timeShortcutToFirstHit(context: BrowserContext, page: Page): Promise<OpenRun> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  const pending = new Set<string>();
  page.on('request', (r) => pending.add(r.url()));
  page.on('requestfinished', (r) => pending.delete(r.url()));
  page.on('requestfailed', (r) => pending.delete(r.url()));
  await page.evaluate(watchInPage);
  const started = performance.now();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(QUERY);
  await page.locator('.DocSearch-Hit a').first().waitFor({ timeout: 60_000 });
  const driverMs = performance.now() - started;
  const { clock, done } = await page.evaluate(() => {
    const clock = (window as unknown as { benchClock: PageClock }).benchClock;
    const since = clock.shortcut!;
    const done = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= since)
      .map((e) => ({ url: e.name, encoded: e.encodedBodySize, decoded: e.decodedBodySize, done: true, receivedAt: e.responseEnd - since }));
    return { clock, done };
  });
  const finished = new Set(done.map((f) => f.url));
  const inFlight = [...pending].filter((url) => !finished.has(url)).map((url) => ({ url, encoded: 0, decoded: 0, done: false, receivedAt: 0 }));
  return { ms: clock.hit! - clock.shortcut!, driverMs, fetched: [...done, ...inFlight] };
}

/** Cold: nothing loaded yet; the shortcut fetches the modal code, its CSS and the titles index. */
export async function coldOpen(browser: Browser, baseUrl: string): Promise<OpenRun> {
  const { context, page } = await openPage(browser, baseUrl);
  try {
    return await timeShortcutToFirstHit(context, page);
  } finally {
    await context.close();
  }
}

/**
 * Index transfer: the modal code is already in memory from an earlier intent (focus on the button), so the shortcut
 * only has to fetch the index. The index request of that earlier intent is aborted: a failed prefetch is forgotten
 * (lib/search/prefetch.ts deletes it from its cache) and no query ran, so no error is remembered either.
 */
export async function indexTransferOpen(browser: Browser, baseUrl: string): Promise<OpenRun> {
  const { context, page } = await openPage(browser, baseUrl);
  try {
    const blocked: string[] = [];
    await page.route('**/search-index/**', (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    const quiet = networkQuiet(page, 1_000);
    await page.focus('.DocSearch-Button');
    await quiet;
    if (!blocked.length) throw new Error('focus on the search button fetched no index: the intent did not happen');
    await page.unroute('**/search-index/**');
    return await timeShortcutToFirstHit(context, page);
  } finally {
    await context.close();
  }
}

/** The median of some numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
