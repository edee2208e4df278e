import type { Page } from 'playwright-core';
import { baseUrl, gotoReady, newContext, browserForThisFile } from './browser';

const browser = browserForThisFile();

const open = async (path: string, width = 1280): Promise<Page> => {
  const context = await newContext(browser(), { viewport: { width, height: 900 } });
  const page = await context.newPage();
  await gotoReady(page, `${baseUrl()}${path}`);
  return page;
};

describe('routes', () => {
  it('serves content pages with their title and an unknown path with the not-found page and 404', async () => {
    const ok = await fetch(`${baseUrl()}/smart-contracts/capabilities`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<title>Capabilities | Kadena Docs</title>');
    const missing = await fetch(`${baseUrl()}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });
});

describe('sidebar drawer', () => {
  it('is a drawer behind the menu button at 996 px', async () => {
    const page = await open('/smart-contracts/capabilities', 996);
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.locator('#sidebar').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-drawer-open'));
    await page.context().close();
  });

  it('is a visible column with no menu button at 997 px', async () => {
    const page = await open('/smart-contracts/capabilities', 997);
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Open navigation' }).isVisible()).resolves.toBe(false);
    await expect(page.locator('#sidebar [aria-current="page"]').textContent()).resolves.toBe('Capabilities');
    await page.context().close();
  });
});

describe('drawer on pages without a docs sidebar', () => {
  it('opens from the home page at 996 px with the navbar links and the sections', async () => {
    const page = await open('/', 996);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.locator('#sidebar');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('link', { name: 'Academy' }).waitFor({ state: 'visible' });
    await drawer.getByRole('link', { name: 'Quick start' }).waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('stays out of the way at 997 px', async () => {
    const page = await open('/', 997);
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(false);
    await page.context().close();
  });
});

describe('table of contents', () => {
  it('lists only level-2 headings and highlights the section scrolled to', async () => {
    const page = await open('/smart-contracts/capabilities');
    const tocIds = await page.locator('.toc a').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    const h2Ids = await page.locator('article h2[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(tocIds).toEqual(h2Ids);
    expect(await page.locator('article h3').count()).toBeGreaterThan(0);
    const target = h2Ids[2]!;
    await page.locator(target).scrollIntoViewIfNeeded();
    await page.evaluate((id) => document.querySelector(id)!.scrollIntoView(), target);
    await page.waitForFunction((id) => document.querySelector(`.toc a[href="${id}"]`)?.getAttribute('aria-current') === 'location', target);
    await page.context().close();
  });
});

describe('code blocks', () => {
  it('copy button puts the block text on the clipboard', async () => {
    const context = await newContext(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    await gotoReady(page, `${baseUrl()}/smart-contracts/capabilities`);
    const block = page.locator('.code-block').first();
    const text = await block.locator('pre').innerText();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    // the label changes once the asynchronous clipboard write has resolved
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text.replace(/\n$/, ''));
    await context.close();
  });
});

describe('keyboard', () => {
  it('the skip link is the first Tab stop and moves focus to the main content', async () => {
    const page = await open('/smart-contracts/capabilities');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#main-content');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.context().close();
  });

  it('a collapsed sidebar category opens from the keyboard and closes its open sibling', async () => {
    const page = await open('/smart-contracts/capabilities');
    const toggle = page.getByRole('button', { name: 'Expand Coding projects' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Collapse Coding projects' }).waitFor();
    await expect(page.getByRole('button', { name: 'Expand Learn Pact' }).count()).resolves.toBe(1);
    await page.context().close();
  });
});
