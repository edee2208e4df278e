import fs from 'node:fs';
import path from 'node:path';
import { baseUrl, newContext, browserForThisFile } from './browser';

const axeSource = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** One page of each kind the site has, in both colour modes. */
const pages = ['/', '/quickstart', '/smart-contracts/capabilities', '/pact-5/capabilities/with-capability', '/pact-5/database', '/api/pact-api/send', '/reference/syntax', '/tags', '/tags/pact', '/guides/accounts', '/no/such/page'];

const browser = browserForThisFile();

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

describe('accessibility sweep (axe-core, WCAG 2 A and AA)', () => {
  it.each(pages.flatMap((p) => [[p, 'light'], [p, 'dark']] as const))('%s in %s mode has no violations', async (route, scheme) => {
    const context = await newContext(browser(), { colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${route}`);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    });
    await context.close();
    expect(violations).toEqual([]);
  });
});
