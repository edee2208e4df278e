import type { Page } from 'playwright-core';
import { baseUrl, browserForThisFile, gotoReady, newContext, reloadReady } from './browser';

const browser = browserForThisFile();

const open = async (path: string, width = 1280): Promise<Page> => {
  const context = await newContext(browser(), { viewport: { width, height: 900 } });
  const page = await context.newPage();
  await gotoReady(page, `${baseUrl()}${path}`);
  await page.waitForSelector('.DocSearch-Button');
  return page;
};
const input = (page: Page) => page.locator('.DocSearch-Input');
const modalOpen = (page: Page) => page.locator('.DocSearch-Modal').isVisible();
const search = async (page: Page, query: string) => {
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
};
const firstHit = (page: Page) => page.locator('.DocSearch-Hit a').first();

describe('search modal', () => {
  it('does not fetch the index until intent, then opens with Ctrl+K and /, not / inside a field, and closes with Escape', async () => {
    const page = await open('/guides/troubleshooting');
    const indexRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/search-index/') && indexRequests.push(r.url()));
    await page.waitForTimeout(300);
    expect(indexRequests).toEqual([]);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Modal');
    expect(await input(page).getAttribute('placeholder')).toBe('Search docs');
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toContain('DocSearch-Input');
    await expect(page.locator('.DocSearch-Modal').innerText()).resolves.toContain('No recent searches');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    expect(indexRequests.some((u) => u.endsWith('/search-index/titles.json'))).toBe(true);
    await page.keyboard.press('/');
    await page.waitForSelector('.DocSearch-Modal');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'other-field';
      document.body.prepend(field);
    });
    await page.focus('#other-field');
    await page.keyboard.press('/');
    await page.waitForTimeout(300);
    expect(await modalOpen(page)).toBe(false);
    await page.context().close();
  });

  it('finds a function by name and Enter goes to its page', async () => {
    const page = await open('/guides/troubleshooting');
    await search(page, 'with-capability');
    await expect(firstHit(page).getAttribute('href')).resolves.toBe('/pact-5/capabilities/with-capability');
    await expect(page.locator('.DocSearch-Hit mark').first().innerText()).resolves.toBe('with-capability');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/pact-5/capabilities/with-capability`);
    expect(await modalOpen(page)).toBe(false);
    await page.context().close();
  });

  it('opens the hit in a new tab with Ctrl+Enter and in a new window with Shift+Enter, leaving the page in place', async () => {
    const page = await open('/guides/troubleshooting');
    await search(page, 'keys-2');
    await firstHit(page).waitFor();
    for (const modifier of ['Control', 'Shift']) {
      const [opened] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press(`${modifier}+Enter`)]);
      await opened.waitForLoadState();
      expect(opened.url()).toBe(`${baseUrl()}/pact-5/keysets/keys-2`);
      expect(page.url()).toBe(`${baseUrl()}/guides/troubleshooting`);
      await opened.close();
    }
    await page.context().close();
  });

  it('caps the input at 64 characters', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await input(page).pressSequentially('a'.repeat(80));
    expect((await input(page).inputValue()).length).toBe(64);
    await page.context().close();
  });

  it('remembers recent searches (7, or 4 once there are favourites) and favourites (10)', async () => {
    const page = await open('/guides/troubleshooting');
    await search(page, 'keys-2');
    await firstHit(page).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/keys-2$/);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal').innerText()).resolves.toContain('keys-2');
    await page.keyboard.press('Escape');
    const stored = (type: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ objectID: `/${type}-${i}`, url: `/${type}-${i}`, type: 'lvl1', content: null, hierarchy: { lvl0: 'Seeded', lvl1: `${type} ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } }));
    await page.evaluate((recent) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__kadena-docs', JSON.stringify(recent)), stored('recent', 9));
    await reloadReady(page);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.locator('.DocSearch-Hit').count()).toBe(7);
    await page.keyboard.press('Escape');
    await page.evaluate((favourites) => localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__kadena-docs', JSON.stringify(favourites)), stored('favourite', 12));
    await reloadReady(page);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Hit');
    const titles = await page.locator('.DocSearch-Hit').allInnerTexts();
    expect(titles.filter((t) => t.includes('recent')).length).toBe(4);
    expect(titles.filter((t) => t.includes('favourite')).length).toBe(10);
    await page.context().close();
  });

  it('shows the no-results texts, at most three suggestions that work, and a prefilled issue link', async () => {
    // No word of the query is in the site ("kadena zzqx" would find kadena's pages), but "kadxnq" is near "kadena".
    const page = await open('/guides/troubleshooting');
    await search(page, 'zzqx kadxnq');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.locator('button.DocSearch-Prefill').first().waitFor();
    const text = await screen.innerText();
    expect(text).toContain('No results for "zzqx kadxnq"');
    expect(text).toContain('Try searching for:');
    expect(text).toContain('Believe this query should return results?');
    const suggestions = screen.locator('button.DocSearch-Prefill');
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const link = screen.getByRole('link', { name: 'Let us know.' });
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://github.com/kadena-io/docs/issues/new');
    expect(href.searchParams.get('title')).toContain('zzqx kadxnq');
    const suggestion = await suggestions.first().innerText();
    await suggestions.first().click();
    await firstHit(page).waitFor();
    expect(await input(page).inputValue()).toBe(suggestion);
    await page.context().close();
  });

  it('links to all results on /search', async () => {
    const page = await open('/guides/troubleshooting');
    await search(page, 'account');
    const all = page.getByRole('link', { name: /^See all \d+ results$/ });
    await all.waitFor();
    await all.click();
    await page.waitForURL(`${baseUrl()}/search?q=account`);
    await page.context().close();
  });

  it('shows the network error state when the index cannot be fetched', async () => {
    const page = await open('/guides/troubleshooting');
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await search(page, 'capability');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor();
    expect(await error.innerText()).toContain('Unable to fetch results');
    expect(await error.innerText()).toContain('You might want to check your network connection.');
    await page.context().close();
  });
});

describe('/search page', () => {
  it('reads q from the URL, groups hits by page with breadcrumbs, and paginates by 20', async () => {
    const page = await open('/search?q=account');
    await page.waitForSelector('.search-group');
    const hits = await page.locator('.search-hit').count();
    expect(hits).toBe(20);
    expect(await page.locator('.search-hit-trail').first().innerText()).toContain(' › ');
    const urls = await page.locator('.search-group').evaluateAll((groups) => groups.map((g) => g.querySelector('h2 a')!.getAttribute('href')));
    expect(new Set(urls).size).toBe(urls.length);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${baseUrl()}/search?q=account&page=2`);
    await page.waitForFunction(() => document.querySelector('[aria-current="page"]')?.textContent === '2');
    expect(await page.locator('#search-page-input').inputValue()).toBe('account');
    await page.context().close();
  });

  it('keeps q in the URL as the reader types, shows 5-word snippets at 768 px, and the no-results and error states', async () => {
    const page = await open('/search', 768);
    await page.fill('#search-page-input', 'with-capability');
    await page.waitForURL(`${baseUrl()}/search?q=with-capability`);
    await page.waitForSelector('.search-hit-snippet');
    const snippets = await page.locator('.search-hit-snippet').allInnerTexts();
    for (const s of snippets) expect(s.replace(/…/g, '').trim().split(/\s+/).length).toBeLessThanOrEqual(5);
    await page.fill('#search-page-input', 'zzqx kadxnq');
    await page.waitForSelector('.search-no-results');
    expect(await page.locator('.search-no-results').innerText()).toContain('Believe this query should return results? Let us know.');
    await page.context().close();
    const offline = await open('/search?q=capability');
    await offline.context().route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await offline.reload();
    await offline.waitForSelector('.search-error');
    expect(await offline.locator('.search-error').innerText()).toContain('Unable to fetch results');
    await offline.context().close();
  });

  it('the home page field opens the modal on focus', async () => {
    const page = await open('/');
    await page.focus('#hero-search-input');
    await page.waitForSelector('.DocSearch-Modal');
    await page.context().close();
  });
});

describe('search answers questions as readers type them', () => {
  // A whole question (no page holds "anymore") and a short word misspelt beside a correct one: both found nothing before.
  const cases = [
    ['why is kadena mainnet not producing blocks anymore', '/resources/network-status'],
    ['deplyo contract', '/guides/contracts/howto-deploy-contracts'],
  ] as const;
  const firstPages = (hrefs: (string | null)[]) => [...new Set(hrefs.map((h) => (h ?? '').split('#')[0]))].slice(0, 5);

  it.each(cases)('the modal shows the page answering "%s" among its first five', async (query, expected) => {
    const page = await open('/guides/troubleshooting');
    // The full index arrives after the reader has typed (held back here until the titles file has answered): the
    // modal answers from titles first, then asks again once the full index is in.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index/full.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await input(page).fill(query);
    await page.waitForSelector('.DocSearch-Hit, .DocSearch-NoResults');
    release();
    await page.waitForFunction(
      ([wanted]) => [...document.querySelectorAll('.DocSearch-Hit a')].some((a) => (a.getAttribute('href') ?? '').split('#')[0] === wanted),
      [expected],
    );
    expect(firstPages(await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))).toContain(expected);
    expect(await input(page).inputValue()).toBe(query);
    await page.context().close();
  });

  it.each(cases)('/search shows the page answering "%s" among its first five', async (query, expected) => {
    const page = await open(`/search?q=${encodeURIComponent(query)}`);
    await page.waitForSelector('.search-group');
    const pages = await page.locator('.search-group h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(firstPages(pages)).toContain(expected);
    await page.context().close();
  });
});
