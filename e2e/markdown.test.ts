import type { Browser, Page } from 'playwright-core';
import { baseUrl, gotoReady, launchBrowser, newContext } from './browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  await gotoReady(page, `${baseUrl()}/resources/writing-guide`);
});
afterAll(async () => {
  await browser.close();
});

describe('markdown features on a built page', () => {
  it('shows a code title, highlighted lines and line numbers', async () => {
    await expect(page.locator('figcaption.code-title', { hasText: 'hello.pact' }).count()).resolves.toBe(1);
    const highlighted = await page.locator('pre[data-language="typescript"] .line.highlighted').allInnerTexts();
    expect(highlighted).toEqual(['const b = 2; // highlighted', 'const d = 4; // highlighted', 'const e = 5; // highlighted']);
    await expect(page.locator('pre.line-numbers[data-language="bash"]').count()).resolves.toBe(1);
  });

  it('highlights Pact with token classes and no inline colours', async () => {
    const block = page.locator('figure:has(figcaption:text("hello.pact")) pre');
    expect(await block.locator('.t-keyword, .t-function').count()).toBeGreaterThan(0);
    expect(await block.locator('[style]').count()).toBe(0);
  });

  it('renders an admonition with its title', async () => {
    const tip = page.locator('.admonition-tip', { hasText: 'Shortcut' });
    await expect(tip.getAttribute('role')).resolves.toBe('note');
    await expect(tip.locator('.admonition-title').innerText()).resolves.toMatch(/shortcut/i);
  });

  it('switches tabs of one group together and remembers the choice on the next visit', async () => {
    const macOs = page.getByRole('tab', { name: 'macOS' });
    await expect(macOs.count()).resolves.toBe(2);
    await macOs.first().click();
    await expect(page.getByRole('tab', { name: 'macOS', selected: true }).count()).resolves.toBe(2);
    await page.getByText('Check the install with pact --version in Terminal.').waitFor();
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByRole('tab', { name: 'macOS', selected: true }).first().waitFor();
    await expect(page.getByText('brew install kadena-io/pact/pact').isVisible()).resolves.toBe(true);
  });

  it('moves between tabs with the arrow keys', async () => {
    await page.getByRole('tab', { name: 'macOS' }).first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Linux', selected: true }).count()).resolves.toBe(2);
  });
});
