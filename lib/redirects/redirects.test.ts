import fs from 'node:fs';
import path from 'node:path';
import { applyRule, redirectFor, sourcePattern } from './match';
import { checkRedirects, nginxRedirects, parseRedirects, redirectPage, renderRedirectsFile } from './redirects';

const routes = new Set(['/', '/guides', '/reference', '/reference/kadena-client', '/resources/glossary', '/api']);
const check = (text: string) => {
  const { rules, issues } = parseRedirects(text, 'redirects.txt');
  return [...issues, ...checkRedirects(rules, routes, 'redirects.txt')].map((i) => `${i.line}: ${i.message}`);
};

describe('redirect patterns', () => {
  it('matches :name* with any number of segments, none included, and :name with one', () => {
    expect(sourcePattern('/learn/:slug*').test('/learn')).toBe(true);
    expect(sourcePattern('/learn/:slug*').test('/learn/a/b')).toBe(true);
    expect(sourcePattern('/learn/:slug*').test('/learning')).toBe(false);
    expect(applyRule({ source: '/old/:slug*', destination: '/new/:slug*' }, '/old/a/b')).toBe('/new/a/b');
    expect(applyRule({ source: '/old/:slug*', destination: '/new/:slug*' }, '/old')).toBe('/new');
    expect(applyRule({ source: '/v/:id/x', destination: '/w/:id' }, '/v/7/x')).toBe('/w/7');
    expect(redirectFor([{ source: '/a', destination: '/b#c' }], '/a')).toBe('/b#c');
  });

  it('the carried-over file passes the check against the site routes it names', () => {
    const { rules, issues } = parseRedirects(fs.readFileSync(path.resolve('redirects.txt'), 'utf8'), 'redirects.txt');
    expect(issues).toEqual([]);
    expect(rules).toHaveLength(22);
    const destinations = new Set(rules.map((r) => r.destination).filter((d) => d.startsWith('/')));
    expect(checkRedirects(rules, destinations)).toEqual([]);
  });
});

describe('the redirect check', () => {
  it('accepts redirects to pages, chains that end on a page and external URLs', () => {
    expect(check('/old /guides\n/older /old\n/learn/:slug* /resources/glossary # comment\n/w https://example.com/x')).toEqual([]);
  });

  it('fails on a destination that is not a page', () => {
    expect(check('/old /guidez')).toEqual(['1: destination /guidez is not a page of the site']);
  });

  it('fails on a loop, direct or through other redirects or a pattern', () => {
    expect(check('/a /b\n/b /a')[0]).toMatch(/^1: redirect loop: \/a → \/b → \/a/);
    expect(check('/learn/:slug* /learn/intro')[0]).toMatch(/redirect loop/);
  });

  it('fails on a source that is also a page, exact or matched by a pattern', () => {
    expect(check('/guides /reference')).toEqual(['1: source /guides is also a page (/guides): a redirect would hide it; remove the redirect or the page']);
    expect(check('/reference/:slug* /api')[0]).toMatch(/source \/reference\/:slug\* is also a page \(\/reference, \/reference\/kadena-client\)/);
  });

  it('fails on a duplicate source and on lines it cannot read', () => {
    expect(check('/x /guides\n/x /api')).toEqual(['2: source /x is already redirected on line 1']);
    expect(check('x /guides')[0]).toMatch(/must be a path starting with "\/"/);
    expect(check('/x')[0]).toMatch(/expected "source destination"/);
    expect(check('/x guides')[0]).toMatch(/destination "guides" must be a route/);
    expect(check('/a/:rest*/b /guides')[0]).toMatch(/must be the last segment/);
  });
});

describe('redirect outputs', () => {
  const rules = parseRedirects('/learn/:slug* /resources/glossary\n/reference/pact-repl /reference\n/w https://example.com/x', 'r').rules;

  it('writes Netlify/Cloudflare lines, with the bare prefix of a pattern on its own line', () => {
    expect(renderRedirectsFile(rules, '/pr-1').split('\n').slice(1, -1)).toEqual([
      '/pr-1/learn /pr-1/resources/glossary 301',
      '/pr-1/learn/* /pr-1/resources/glossary 301',
      '/pr-1/reference/pact-repl /pr-1/reference 301',
      '/pr-1/w https://example.com/x 301',
    ]);
  });

  it('writes nginx locations', () => {
    expect(nginxRedirects(rules).split('\n')).toEqual(['location ~ "^/learn(?:/(.*))?/?$" { return 301 /resources/glossary; }', 'location = /reference/pact-repl { return 301 /reference; }', 'location = /w { return 301 https://example.com/x; }']);
  });

  it('a redirect page loads the redirect script (no inline script for the CSP) and refreshes without JavaScript', () => {
    const html = redirectPage('/reference', '/pr-1');
    expect(html).toContain('<script src="/pr-1/redirect.js" data-to="/pr-1/reference"></script>');
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/pr-1/reference"></noscript>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/<script>/);
  });
});
