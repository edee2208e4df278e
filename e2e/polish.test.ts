import { baseUrl, browserForThisFile, gotoReady, newContext } from './browser';

jest.setTimeout(60_000);

const browser = browserForThisFile();

describe('icons', () => {
  it('answers /favicon.ico with an icon, and the touch icon and manifest the pages link to', async () => {
    const favicon = await fetch(`${baseUrl()}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(Buffer.from(await favicon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const html = await (await fetch(`${baseUrl()}/`)).text();
    for (const href of ['/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest']) {
      expect(html).toContain(`href="${href}"`);
      expect((await fetch(`${baseUrl()}${href}`)).status).toBe(200);
    }
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, `${baseUrl()}/manifest.webmanifest`))).status).toBe(200);
  });
});

describe('search snippets', () => {
  it('join no two words across a block (no "with-capability.The")', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    for (const query of ['capability', 'keyset', 'transaction']) {
      await gotoReady(page, `${baseUrl()}/search?q=${query}`);
      await page.locator('.search-hit-snippet').first().waitFor();
      const snippets = await page.locator('.search-hit-snippet').allInnerTexts();
      expect(snippets.length).toBeGreaterThan(5);
      for (const snippet of snippets) expect(snippet).not.toMatch(/\p{Ll}[.!?:]\p{Lu}/u);
    }
    await context.close();
  });
});

describe('first paint', () => {
  it('looks the same once the page has hydrated: the colour mode and styles hold, no stylesheet is added twice', async () => {
    const context = await newContext(browser(), { colorScheme: 'dark' });
    const page = await context.newPage();
    await gotoReady(page, `${baseUrl()}/pact-5/capabilities/with-capability`);
    const look = () => page.evaluate(() => ({ theme: document.documentElement.dataset.theme, bg: getComputedStyle(document.body).backgroundColor, sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')) }));
    const before = await look();
    expect(before.theme).toBe('dark');
    expect(before.bg).not.toBe('rgba(0, 0, 0, 0)');
    // A client-side navigation to another page of the site.
    const link = page.locator('article a[href^="/"]:not([href*="#"])').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`${baseUrl()}${href}`);
    await page.locator('h1').first().waitFor();
    const after = await look();
    expect(after.bg).toBe(before.bg);
    expect(new Set(after.sheets).size).toBe(after.sheets.length);
    await context.close();
  });
});
