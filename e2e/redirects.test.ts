import fs from 'node:fs';
import path from 'node:path';
import { parseRedirects } from '@/lib/redirects/redirects';
import { isPattern } from '@/lib/redirects/match';
import { baseUrl, browserForThisFile, newContext } from './browser';

/**
 * Every carried-over old URL ends on its destination in the browser, #hash kept: exact sources through their
 * static redirect pages, patterns through the not-found page (a static host without redirect rules serves it).
 */
const { rules } = parseRedirects(fs.readFileSync(path.resolve('redirects.txt'), 'utf8'), 'redirects.txt');
const cases = rules.flatMap((rule) => {
  if (!isPattern(rule.source)) return [[rule.source, rule.destination] as const];
  const prefix = rule.source.replace(/\/:[A-Za-z_]+\*$/, '');
  return [[`${prefix}/some/old-page`, rule.destination] as const, [prefix, rule.destination] as const];
});

jest.setTimeout(60_000);
const browser = browserForThisFile();

describe('redirects of the original site', () => {
  it('covers the 22 redirects of the original host config', () => {
    expect(rules).toHaveLength(22);
  });

  it.each(cases)('%s#part ends on %s#part', async (source, destination) => {
    const context = await newContext(browser());
    // The one external destination is answered here: tests never leave 127.0.0.1.
    await context.route(/^https:\/\/www\.kadena\.io\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${source}#part`);
    const wanted = destination.startsWith('/') ? `${baseUrl()}${destination}#part` : `${destination}#part`;
    await page.waitForURL(wanted, { timeout: 20_000 });
    if (destination.startsWith('/')) await page.waitForSelector('main h1');
    await context.close();
  });
});
