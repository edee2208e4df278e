import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { themeScript } from '../../components/shell/theme-script';
import { committedStyleHashes, hostFiles, INLINE_SCRIPTS } from '../../scripts/host-config';
import { contentSecurityPolicy, renderHeadersFile } from './host-config';
import { externalizeInlineScripts, inlineScripts } from './inline-scripts';

const themeHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

describe('host configuration', () => {
  it.each(Object.entries(hostFiles({ inlineScripts: INLINE_SCRIPTS, inlineStyles: committedStyleHashes() })))('committed %s matches the current policy (run `npm run headers` if not)', (file, expected) => {
    expect(fs.readFileSync(path.resolve(file), 'utf8')).toBe(expected);
  });

  it('allows the theme script by its hash and never unsafe-inline or eval for scripts', () => {
    const policy = contentSecurityPolicy({ inlineScripts: INLINE_SCRIPTS });
    expect(policy).toContain(`script-src 'self' ${themeHash};`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*\s|https:(?!\/\/)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('adds Algolia and analytics hosts only when they are configured', () => {
    const plain = contentSecurityPolicy({ inlineScripts: [] });
    expect(plain).not.toMatch(/algolia|google/);
    const hosted = contentSecurityPolicy({ inlineScripts: [], algolia: true, analytics: true });
    expect(hosted).toMatch(/connect-src 'self' https:\/\/\*\.algolia\.net https:\/\/\*\.algolianet\.com https:\/\/\*\.google-analytics\.com/);
    expect(hosted).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
  });

  it('ships the security headers and immutable caching for hashed assets, prefixed for a preview base path', () => {
    const file = renderHeadersFile({ inlineScripts: [], basePath: '/pr-7' });
    expect(file).toMatch(/^\/pr-7\/\*\n {2}Content-Security-Policy: /m);
    for (const header of ['X-Content-Type-Options: nosniff', 'Referrer-Policy: strict-origin-when-cross-origin', 'X-Frame-Options: DENY']) expect(file).toContain(header);
    expect(file).toContain('/pr-7/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});

describe('externalizeInlineScripts', () => {
  const html = [
    `<html><head><script>${themeScript}</script><script src="/_next/a.js" async=""></script></head><body><main>text</main>`,
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"payload"])</script>',
    '<script type="application/ld+json">{"@type":"Article"}</script></body></html>',
  ].join('');
  const allowed = new Set([themeHash]);

  it('moves the framework scripts, in order, into one hashed file at the place of the first, keeping its id', () => {
    const page = externalizeInlineScripts(html, allowed, '/_next/static/inline/');
    expect(page.disallowed).toEqual([]);
    expect(page.file!.body).toBe('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});\n(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"payload"]);');
    expect(page.file!.name).toMatch(/^[0-9a-f]{16}\.js$/);
    expect(page.html).toContain(`<main>text</main><script id="_R_" src="/_next/static/inline/${page.file!.name}" defer></script><script type="application/ld+json">`);
    expect(inlineScripts(page.html)).toEqual([themeScript]);
  });

  it('reports any other inline script instead of allowing it', () => {
    const page = externalizeInlineScripts('<body><script>alert(1)</script></body>', allowed, '/x/');
    expect(page.disallowed).toEqual(['alert(1)']);
    expect(page.file).toBeUndefined();
  });
});
