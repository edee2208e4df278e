import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../deploy/host-config';
import { inlinedStyles, inlineStylesheets, styleHash } from './inline-styles';

const page = (head: string) => `<html><head>${head}<script src="/a.js" async=""></script></head><body><main>text</main><link rel="stylesheet" href="/_next/static/chunks/late.css"/></body></html>`;
const files: Record<string, string> = {
  '/_next/static/chunks/a.css': ':root{--bg:#fff}',
  '/_next/static/chunks/b.css': '.x{color:red}',
  '/_next/static/chunks/font.css': '@font-face{src:url(../media/f.woff2)}',
};

describe('inlineStylesheets', () => {
  it('moves each head stylesheet into a style block and keeps the link for React, no longer blocking paint', () => {
    const html = page('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>');
    const result = inlineStylesheets(html, (href) => files[href]);
    expect(result.bodies).toEqual([':root{--bg:#fff}', '.x{color:red}']);
    expect(result.html).toContain('<style data-inlined="/_next/static/chunks/a.css">:root{--bg:#fff}</style><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" media="print"/>');
    expect(result.html).not.toMatch(/<link rel="stylesheet" href="[^"]*" data-precedence="next"\/>/);
    expect(inlinedStyles(result.html)).toEqual(result.bodies);
  });

  it('leaves stylesheets it cannot move unchanged: unknown files, relative urls, the body, media-specific links', () => {
    const head = '<link rel="stylesheet" href="/elsewhere.css"/><link rel="stylesheet" href="/_next/static/chunks/font.css"/><link rel="stylesheet" href="/_next/static/chunks/a.css" media="screen"/>';
    const result = inlineStylesheets(page(head), (href) => files[href]);
    expect(result.bodies).toEqual([]);
    expect(result.html).toBe(page(head));
  });

  it('gives the CSP source of a style block as its sha256, listed in style-src', () => {
    const hash = styleHash('.x{color:red}');
    expect(hash).toBe(`'sha256-${createHash('sha256').update('.x{color:red}').digest('base64')}'`);
    expect(contentSecurityPolicy({ inlineScripts: [], inlineStyles: [hash] })).toContain(`style-src 'self' ${hash};`);
  });
});
