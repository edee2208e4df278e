import type { Page, Route } from 'playwright-core';
import { baseUrl, browserForThisFile, gotoReady, newContext } from './browser';

jest.setTimeout(60_000);

const browser = browserForThisFile();
/** How long every script chunk fetched after hydration (the modal's code among them) is held back. */
const THROTTLE_MS = 3000;
const QUERY = 'keyset-ref-guard';

/** A hydrated page whose later script chunks (the lazy modal) arrive THROTTLE_MS late; reports when the modal's arrives. */
async function throttledPage(path: string): Promise<{ page: Page; modalCodeArrived: () => number | null }> {
  const context = await newContext(browser());
  const page = await context.newPage();
  await gotoReady(page, `${baseUrl()}${path}`);
  let arrived: number | null = null;
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    await new Promise((r) => setTimeout(r, THROTTLE_MS));
    await route.fulfill({ response, body });
    if (body.includes('DocSearch-Modal')) arrived ??= Date.now();
  });
  return { page, modalCodeArrived: () => arrived };
}

/** Types the query in two bursts, before and while the modal's code loads, and checks none of it arrived yet. */
async function typeWhileLoading(page: Page, modalCodeArrived: () => number | null): Promise<void> {
  await page.keyboard.type(QUERY.slice(0, 6));
  await page.waitForTimeout(300);
  await page.keyboard.type(QUERY.slice(6));
  expect(modalCodeArrived()).toBeNull();
  expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
}

/** The modal's box ends with the whole query, caret at the end, and keeps taking keys. */
async function expectHandedOver(page: Page): Promise<void> {
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  await page.waitForFunction((q) => (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === q, QUERY);
  const caret = await input.evaluate((el: HTMLInputElement) => ({ start: el.selectionStart, end: el.selectionEnd, focused: document.activeElement === el }));
  expect(caret).toEqual({ start: QUERY.length, end: QUERY.length, focused: true });
  await page.keyboard.type('s');
  await expect(input.inputValue()).resolves.toBe(`${QUERY}s`);
  await page.locator('.DocSearch-Hit a').first().waitFor();
}

describe('no keystroke lost while the search modal loads (its code held back 3 s)', () => {
  it.each([
    ['right after Ctrl+K', '/guides/troubleshooting', (page: Page) => page.keyboard.press('Control+k')],
    ['right after /', '/pact-5/keysets/enforce-keyset', (page: Page) => page.keyboard.press('/')],
    ['in the home page field', '/', (page: Page) => page.click('#hero-search-input')],
  ])('keeps every character typed %s', async (_how, path, open) => {
    const { page, modalCodeArrived } = await throttledPage(path);
    await open(page);
    await typeWhileLoading(page, modalCodeArrived);
    await expectHandedOver(page);
    await page.context().close();
  });

  it('keeps the modal code out of the first load', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
    await gotoReady(page, `${baseUrl()}/`);
    await page.waitForTimeout(300);
    const bodies = await Promise.all(scripts.map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)));
    expect(bodies.some((b) => b.includes('DocSearch-Modal'))).toBe(false);
    await context.close();
  });
});
