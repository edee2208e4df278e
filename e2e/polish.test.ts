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
