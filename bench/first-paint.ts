/**
 * A reader's first visit on a slow connection (issue 31): Chromium with the network throttled to 1.6 Mbit/s down,
 * 750 kbit/s up and 150 ms round trips, an empty cache for every load, a 412 px wide window. For each of the five
 * page types, the time from navigation to the largest contentful paint (the browser's own LCP entry, which on these
 * pages is the article's first paragraph or the page's heading), for the page as built and for the same page with
 * every script removed. Medians of RUNS loads each (default 5), alternating the two variants.
 * Run: npx tsx bench/first-paint.ts [built site folder, default out]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { htmlFileOfRoute } from '../lib/content/routes';
import { serveStatic } from '../e2e/server';
import { LIGHTHOUSE_PAGES } from './lighthouse-measure';
import { median } from './measure';
import { siteCopy, withoutScripts } from './page-variants';

/** Lighthouse's mobile network profile, as Chrome DevTools network conditions (bytes per second). */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } as const;

const outDir = path.resolve(process.argv[2] ?? 'out');
const runs = Number(process.env.RUNS ?? 5);

/** One cold load under SLOW_4G: milliseconds from navigation start to the last LCP entry before the page settles. */
async function largestPaint(browser: Browser, url: string): Promise<{ lcp: number; element: string }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return await page.evaluate(
      () =>
        new Promise<{ lcp: number; element: string }>((resolve) => {
          let last = { lcp: 0, element: '' };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
              last = { lcp: entry.startTime, element: entry.element ? `${entry.element.tagName.toLowerCase()}: ${(entry.element.textContent ?? '').slice(0, 40)}` : '' };
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // LCP entries stop at the first input or scroll; a second after load, no later paint is the largest.
          setTimeout(() => resolve(last), 1_000);
        }),
    );
  } finally {
    await context.close();
  }
}

async function main() {
  const site = siteCopy(outDir, 'first-paint-');
  const variants = LIGHTHOUSE_PAGES.map((page, i) => {
    const noScript = `/first-paint-no-script-${i}`;
    fs.writeFileSync(path.join(site, `${noScript.slice(1)}.html`), withoutScripts(fs.readFileSync(path.join(outDir, htmlFileOfRoute(page)), 'utf8')));
    return { page, noScript };
  });
  const server = await serveStatic(site);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  console.log(`First visit, ${SLOW_4G.latency} ms round trips, 1.6 Mbit/s, empty cache; medians of ${runs}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| Page | LCP as built | LCP without scripts | Difference | LCP element |\n| --- | --- | --- | --- | --- |');
  try {
    for (const { page, noScript } of variants) {
      const built: number[] = [];
      const bare: number[] = [];
      let element = '';
      for (let run = 0; run < runs; run++) {
        // Alternate which variant goes first, so a drift of the machine falls on both.
        const order = run % 2 ? [noScript, page] : [page, noScript];
        for (const url of order) {
          const result = await largestPaint(browser, `${server.url}${url}`);
          (url === page ? built : bare).push(result.lcp);
          if (url === page) element = result.element;
        }
      }
      const a = median(built);
      const b = median(bare);
      console.log(`| ${page} | ${(a / 1000).toFixed(2)} s | ${(b / 1000).toFixed(2)} s | ${((a - b) / 1000).toFixed(2)} s | ${element.replace(/\|/g, '/')} |`);
    }
  } finally {
    await browser.close();
    server.stop();
    fs.rmSync(site, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
