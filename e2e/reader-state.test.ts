import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext } from './browser';
import { siteConfig } from '../lib/site-config';
import { buildFixtureSite, serveFixture, TEST_MEASUREMENT_ID } from './fixtures/state/build-site';

/** The fixture site: a handful of pages, a test measurement id and the test-only crash probe. */
let site: { url: string; stop: () => void };
let dir: string;
let browser: Browser;

beforeAll(async () => {
  dir = await buildFixtureSite('main');
  site = await serveFixture(dir);
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  site?.stop();
});

const isThirdParty = (url: string) => !/^(?:data|blob|about):/.test(url) && new URL(url).hostname !== '127.0.0.1';

/** A context whose every request is recorded; third-party hosts are answered locally (a stub tag), never reached. */
async function recordingContext(options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options);
  const thirdParty: string[] = [];
  await context.route(
    (url) => isThirdParty(url.href),
    (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__stubTagLoads = (window.__stubTagLoads || 0) + 1;' });
    },
  );
  return { context, thirdParty };
}

/** Opens a fixture page and waits until React has hydrated it (the theme toggle has its label). */
async function open(context: BrowserContext, route: string, root = site.url): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${root}${route}`);
  await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).waitFor();
  await page.waitForFunction(() => document.querySelector('.theme-toggle')?.getAttribute('title') !== null);
  return page;
}

/** Clicks an in-page link and waits for the client-side navigation (the window survives it). */
async function clientNavigate(page: Page, linkText: string, expectedPath: string) {
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('link', { name: linkText }).first().click();
  await page.waitForFunction((p) => location.pathname === p, expectedPath);
  await page.waitForFunction(() => document.querySelector('h1') !== null);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((a) => a[0] === 'event').map((a) => [a[1], (a[2] as { page_path?: string } | undefined)?.page_path ?? null]));

describe('consent and analytics', () => {
  it('requests nothing from another host before Accept; Accept stores the cookie, loads the tag once and sends one event; page views follow navigation', async () => {
    const { context, thirdParty } = await recordingContext({ consent: null });
    const page = await open(context, '/long');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    expect(await banner.textContent()).toContain('We use cookies to enhance your experience. By continuing to browse, you consent to our use of analytics cookies.');
    await clientNavigate(page, 'the top of the target page', '/target');
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => (window as unknown as { __stubTagLoads?: number }).__stubTagLoads === 1);
    expect(thirdParty).toEqual([`https://www.googletagmanager.com/gtag/js?id=${TEST_MEASUREMENT_ID}`]);
    expect(await banner.count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'CookieConsent')!;
    expect(cookie).toMatchObject({ value: 'true', path: '/' });
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + 365 * 86_400))).toBeLessThan(120);
    expect((await dataLayerEvents(page)).filter(([name]) => name === 'User accepted analytics cookies')).toHaveLength(1);

    await clientNavigate(page, 'long page', '/long');
    expect(await dataLayerEvents(page)).toContainEqual(['page_view', '/long']);
    expect(thirdParty).toHaveLength(1);
    await context.close();
  });

  it('requests nothing from another host after Decline, across reloads and navigation', async () => {
    const { context, thirdParty } = await recordingContext({ consent: null });
    const page = await open(context, '/long');
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'CookieConsent')).toMatchObject({ value: 'false', path: '/' });
    await page.reload();
    await page.getByRole('button', { name: /Switch to/ }).waitFor();
    await clientNavigate(page, 'the top of the target page', '/target');
    await page.waitForTimeout(300);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    await context.close();
  });

  it('starts analytics at once on a load with consent already given, without showing the banner', async () => {
    const { context, thirdParty } = await recordingContext({ consent: true });
    const page = await open(context, '/target');
    await page.waitForFunction(() => (window as unknown as { __stubTagLoads?: number }).__stubTagLoads === 1);
    expect(thirdParty).toEqual([`https://www.googletagmanager.com/gtag/js?id=${TEST_MEASUREMENT_ID}`]);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await context.close();
  });

  it('the footer button "Analytics Consent" removes the cookie and shows the banner again, focused', async () => {
    const context = await newContext(browser, { consent: false });
    const page = await open(context, '/target');
    await page.getByRole('button', { name: 'Analytics Consent' }).click();
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'CookieConsent')).toBeUndefined();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accept');
    await context.close();
  });

  it('the banner sits at the bottom, is reached with Tab, lets focus move on and leaves the skip link uncovered', async () => {
    const context = await newContext(browser, { consent: null });
    const page = await open(context, '/long');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    const skip = (await page.locator('.skip-link').boundingBox())!;
    const banner = (await page.getByRole('region', { name: 'Cookie consent' }).boundingBox())!;
    expect(skip.y + skip.height).toBeLessThan(banner.y);
    expect(banner.y + banner.height).toBeGreaterThan(900 - 40);
    let reached = false;
    for (let i = 0; i < 200 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = (await page.evaluate(() => document.activeElement?.textContent)) === 'Accept';
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Decline');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.consent-banner')))).toBe(false);
    await context.close();
  });

  it('without a measurement id (the production build) Accept loads nothing from another host', async () => {
    const { context, thirdParty } = await recordingContext({ consent: null });
    const page = await open(context, '/', baseUrl());
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForTimeout(500);
    expect(thirdParty).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    await context.close();
  });
});

/** Records the colour mode and announcement state at the moment <body> is created, i.e. before first paint. */
const recordFirstPaint = () => {
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    const root = document.documentElement;
    (window as unknown as { __firstPaint: unknown }).__firstPaint = { theme: root.getAttribute('data-theme'), dismissed: root.hasAttribute('data-announcement-dismissed') };
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __firstPaint: { theme: string; dismissed: boolean } }).__firstPaint);

describe('colour mode', () => {
  it('is light by default, and a stored dark is applied before first paint even when no script chunk loads', async () => {
    const context = await newContext(browser);
    await context.addInitScript(recordFirstPaint);
    const light = await context.newPage();
    await light.goto(`${site.url}/probe`);
    expect((await firstPaint(light)).theme).toBe('light');
    await light.evaluate(() => localStorage.setItem('theme', 'dark'));
    await context.route((url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'), (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site.url}/probe`);
    expect((await firstPaint(page)).theme).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(27, 27, 29)');
    expect(await page.locator('.code-block pre').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(225, 228, 232)');
    await context.close();
  });

  it('follows a dark system preference when nothing is stored; the navbar switch stores the choice under "theme"', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    await context.addInitScript(recordFirstPaint);
    const page = await open(context, '/probe');
    expect((await firstPaint(page)).theme).toBe('dark');
    expect(await page.locator('.code-block pre').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(225, 228, 232)');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['light', 'light']);
    expect(await page.locator('.code-block pre').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(36, 41, 46)');
    await page.reload();
    expect((await firstPaint(page)).theme).toBe('light');
    await context.close();
  });
});

describe('announcement bar', () => {
  it('shows the configured text; dismissal is remembered across reloads, keyed by the announcement id', async () => {
    const context = await newContext(browser);
    await context.addInitScript(recordFirstPaint);
    const page = await open(context, '/long');
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.textContent()).toContain(siteConfig.announcement.text);
    await expect(bar.getByRole('link', { name: siteConfig.announcement.linkText }).getAttribute('href')).resolves.toBe(siteConfig.announcement.href);
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    expect(await bar.isVisible()).toBe(false);
    await page.reload();
    expect((await firstPaint(page)).dismissed).toBe(true);
    expect(await bar.isVisible()).toBe(false);
    // an older announcement's dismissal does not hide a new one
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('announcement-dismissed:'))!;
      localStorage.removeItem(key);
      localStorage.setItem('announcement-dismissed:some-older-id', 'true');
    });
    await page.reload();
    expect(await bar.isVisible()).toBe(true);
    await context.close();
  });
});

describe('navigation states', () => {
  it('the navbar hides when scrolling down and returns when scrolling up, but never while the drawer is open', async () => {
    const context = await newContext(browser);
    const page = await open(context, '/long');
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-navbar-hidden'));
    await page.waitForFunction(() => document.getElementById('navbar')!.getBoundingClientRect().bottom <= 0);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-navbar-hidden'));
    await page.waitForFunction(() => document.getElementById('navbar')!.getBoundingClientRect().top >= 0);
    await page.setViewportSize({ width: 900, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open navigation' }).click();
    for (const y of [400, 800, 1600]) await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-navbar-hidden'))).toBe(false);
    await context.close();
  });

  it('a route change scrolls to the hash target, or to the top without one', async () => {
    const context = await newContext(browser);
    const page = await open(context, '/long');
    await clientNavigate(page, 'the deep section of the target page', '/target');
    await page.waitForFunction(() => {
      const top = document.getElementById('deep-section')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await clientNavigate(page, 'Back to the long page', '/long');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('Back returns to where the reader was on the previous page, and Forward to the top of the next', async () => {
    const context = await newContext(browser);
    const page = await open(context, '/long');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    // A link followed from the middle of the page (clicked where it is, without scrolling to it first).
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href$="/target"]')!.click());
    await page.waitForFunction(() => location.pathname === '/target' && document.querySelector('h1')?.textContent !== 'Long page');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/long');
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2, undefined, { timeout: 5000 });
    await page.goForward();
    await page.waitForFunction(() => location.pathname === '/target');
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await context.close();
  });

  it('shows the progress bar only when a navigation takes longer than 200 ms', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.navigation-progress')) (window as unknown as { __progressSeen: boolean }).__progressSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await open(context, '/long');
    await clientNavigate(page, 'the top of the target page', '/target');
    expect(await page.evaluate(() => (window as unknown as { __progressSeen?: boolean }).__progressSeen ?? false)).toBe(false);
    // Client navigation reads the page's payload from the page itself, fetched (lib/next-contract/payload-prefetch.ts).
    await page.route(
      (url) => url.pathname.startsWith('/long'),
      async (route) => {
        if (route.request().resourceType() === 'fetch') await new Promise((r) => setTimeout(r, 1200));
        await route.continue();
      },
    );
    await page.getByRole('link', { name: 'long page' }).first().click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    await page.waitForFunction(() => location.pathname === '/long');
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    await context.close();
  });

  const prefetchRequests = async (connection: { saveData?: boolean; effectiveType?: string } | null) => {
    const context = await newContext(browser);
    if (connection) await context.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => c }), connection);
    const page = await open(context, '/long');
    const seen: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/target') && request.resourceType() === 'fetch') seen.push(pathname);
    });
    await page.getByRole('link', { name: 'the top of the target page' }).hover();
    await page.waitForTimeout(600);
    await context.close();
    return seen;
  };

  it('prefetches a page on hover, but not when data saving is on or the connection is 2g', async () => {
    expect((await prefetchRequests(null)).length).toBeGreaterThan(0);
    expect(await prefetchRequests({ saveData: true, effectiveType: '4g' })).toEqual([]);
    expect(await prefetchRequests({ effectiveType: '2g' })).toEqual([]);
    expect(await prefetchRequests({ effectiveType: 'slow-2g' })).toEqual([]);
  });

  it('remembers the docs version picked in the navbar in local storage', async () => {
    const context = await newContext(browser);
    const page = await open(context, '/long');
    await page.locator('details.dropdown summary', { hasText: 'Docs version' }).click();
    await page.locator('.dropdown ul').getByRole('link', { name: 'Next' }).click();
    await page.waitForFunction(() => location.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('Next');
    await context.close();
  });

  it('when a page code chunk fails to load, shows an error with Retry inside the shell, and Retry recovers', async () => {
    const context = await newContext(browser);
    const page = await open(context, '/target');
    // Only the probe page's own chunks may fail. The consent banner's chunk is fetched right after hydration: it must
    // be in before the list of loaded chunks is taken, or on a slow machine its failure takes the shell down instead.
    await page.waitForLoadState('networkidle');
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
    const failChunks = (url: URL) => url.pathname.startsWith('/_next/static/chunks/') && !loaded.has(url.pathname);
    await page.route(failChunks, (route) => route.abort());
    await page.getByRole('link', { name: 'probe page', exact: true }).click();
    await page.getByRole('heading', { name: 'This page could not be loaded.' }).waitFor();
    expect(await page.locator('#navbar').isVisible()).toBe(true);
    await page.unroute(failChunks);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('The lazily loaded part of the probe page rendered.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/probe');
    await context.close();
  });

  it('when preloading the next route fails, logs it and lets the browser load the page normally', async () => {
    const context = await newContext(browser);
    const page = await open(context, '/long');
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    // Every fetch for the target fails: the page itself (whose payload navigation reads) and then its .txt.
    await page.route(
      (url) => url.pathname.startsWith('/target'),
      (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()),
    );
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('link', { name: 'the top of the target page' }).click();
    await page.waitForFunction(() => location.pathname === '/target' && document.querySelector('h1')?.textContent === 'Target page');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    expect(logged.some((text) => /Failed to fetch RSC payload for .*\/target.*Falling back to browser navigation/.test(text))).toBe(true);
    await context.close();
  });
});

describe('errors and paths', () => {
  it('a page that throws shows "This page crashed." with the error chain inside the shell, and Try again re-renders it', async () => {
    const context = await newContext(browser);
    const page = await open(context, '/probe');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    const chain = await page.locator('.error-chain p').allTextContents();
    expect(chain).toEqual(['The probe crashed while rendering', 'Cause: Root cause: the probe was told to fail']);
    expect(await page.locator('#navbar').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('This page crashed.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Crash this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'This page crashed.' }).count()).toBe(0);
    await context.close();
  });

  it('/some/page.html ends on /some/page: redirected by the host, and cleaned in the page where a host serves the file', async () => {
    const context = await newContext(browser);
    const redirected = await context.newPage();
    await redirected.goto(`${site.url}/guides/intro.html`);
    expect(new URL(redirected.url()).pathname).toBe('/guides/intro');

    // a host that serves the .html file as is (no redirect): the head script cleans the address without a reload
    const files: Record<string, string> = { '/guides/intro.html': 'guides/intro.html', '/guides/index.html': 'guides.html', '/index.html': 'index.html' };
    await context.route(
      (url) => url.origin === site.url && url.pathname in files,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: fs.readFileSync(path.join(dir, files[new URL(route.request().url()).pathname]!)) }),
    );
    for (const [from, to] of [['/guides/intro.html?x=1#top', '/guides/intro?x=1#top'], ['/guides/index.html', '/guides'], ['/index.html', '/']] as const) {
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto(`${site.url}${from}`);
      await page.waitForTimeout(400);
      const here = new URL(page.url());
      expect(`${here.pathname}${here.search}${here.hash}`).toBe(to);
      expect(loads).toBe(1);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    }
    await context.close();
  });

  it('an unknown path shows the not-found page with status 404', async () => {
    const response = await fetch(`${site.url}/no/such/page`);
    expect(response.status).toBe(404);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('works with local storage blocked: nothing throws, the theme switch and dismissal still act on the page', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/long`);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    await clientNavigate(page, 'the top of the target page', '/target');
    expect(errors).toEqual([]);
    await context.close();
  });
});
