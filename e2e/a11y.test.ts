import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, browserForThisFile, newContext } from './browser';

/**
 * Accessibility sweep: every page of the built site (every route in its sitemap, plus search and the not-found
 * page) in light and dark mode, axe-core at WCAG 2.2 AA. One browser for the file; each section's pages share a
 * context, two tabs at a time, each tab reused from page to page (axe is injected by an init script, so Chromium
 * compiles it once per tab). Dark mode is the reader's system preference switching, which the site follows: the
 * page is the same, only its colours change, so dark mode runs the colour rules (contrast, links in text blocks).
 */
const axeSource = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CONCURRENCY = 2;

const sitemap = fs.readFileSync(path.resolve('out/sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
const all = [...routes, '/search', '/no/such/page'];
const sections = new Map<string, string[]>();
for (const route of all) {
  const section = route.split('/')[1] || 'home';
  sections.set(section, [...(sections.get(section) ?? []), route]);
}

jest.setTimeout(60_000);
const browser = browserForThisFile();

type Found = { route: string; scheme: string; id: string; impact: string; nodes: string[] };

async function sweep(page: Page, route: string): Promise<Found[]> {
  const found: Found[] = [];
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${baseUrl()}${route}`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForSelector(`html[data-theme="${scheme}"]`, { state: 'attached' });
    const violations = await page.evaluate(
      async ({ tags, colourOnly }) => {
        type Rule = { ruleId: string; tags: string[] };
        type Result = { violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[] };
        const axe = (window as unknown as { axe: { getRules: (tags: string[]) => Rule[]; run: (ctx: Document, opts: object) => Promise<Result> } }).axe;
        const rules = axe.getRules(tags).filter((r) => !colourOnly || r.tags.includes('cat.color'));
        const result = await axe.run(document, { runOnly: { type: 'rule', values: rules.map((r) => r.ruleId) }, resultTypes: ['violations'] });
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`) }));
      },
      { tags: TAGS, colourOnly: scheme === 'dark' },
    );
    found.push(...violations.map((v) => ({ route, scheme, ...v })));
  }
  return found;
}

describe('accessibility sweep of every page (axe-core, WCAG 2.2 AA, light and dark)', () => {
  it('covers every route in the sitemap', () => {
    expect(routes.length).toBeGreaterThan(300);
  });

  it.each([...sections.keys()])('/%s: no violations', async (section) => {
    const context = await newContext(browser(), { colorScheme: 'light' });
    await context.addInitScript({ content: axeSource });
    const queue = [...sections.get(section)!];
    const found: Found[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const page = await context.newPage();
        for (let route = queue.shift(); route; route = queue.shift()) found.push(...(await sweep(page, route)));
      }),
    );
    await context.close();
    expect(found).toEqual([]);
  }, 600_000);
});
