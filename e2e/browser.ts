import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { SERVER_INFO } from './global-setup';

/** Debian's Chromium unless CHROME_PATH names another build. */
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags that keep Chromium off the network and quiet on a closed machine. */
const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Base URL of the served production build. */
export const baseUrl = (): string => (JSON.parse(fs.readFileSync(SERVER_INFO, 'utf8')) as { url: string }).url;

/** Launches Chromium; playwright gives every launch a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium, or set CHROME_PATH`);
  return chromium.launch({ executablePath, args: ARGS, headless: true });
}

/** A new isolated context (own cookies and storage) with the consent banner pre-answered unless asked otherwise. */
export async function newContext(browser: Browser, options: BrowserContextOptions & { consent?: boolean | null } = {}): Promise<BrowserContext> {
  const { consent = false, ...rest } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...rest });
  if (consent !== null) {
    const url = new URL(baseUrl());
    await context.addCookies([{ name: 'CookieConsent', value: String(consent), domain: url.hostname, path: '/' }]);
  }
  return context;
}

/** Opens a URL and waits until React has hydrated the page (the layout marks <html data-hydrated>). */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Reloads a page and waits until React has hydrated it again (the reader's shortcuts work from then on). */
export async function reloadReady(page: Page): Promise<void> {
  await page.reload();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Launches one Chromium for the calling test file (closed after its last test) and returns a getter for it. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll: call browserForThisFile() at the top of the test file');
    return browser;
  };
}
