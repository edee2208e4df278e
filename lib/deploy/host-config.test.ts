import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { themeScript } from '../../components/shell/theme-script';
import { hostFiles, INLINE_SCRIPTS } from '../../scripts/host-config';
import { contentSecurityPolicy, renderHeadersFile } from './host-config';
import { BOOT_DATA_ID, PAYLOAD_ID, PAYLOAD_OPEN, payloadInHtml } from '../next-contract/page-payload';
import { BOOT_SCRIPT, bootData, externalizeInlineScripts, inlineScripts } from '../next-contract/inline-scripts';

const themeHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

describe('host configuration', () => {
  it.each(Object.entries(hostFiles({ inlineScripts: INLINE_SCRIPTS })))('committed %s matches the current policy (run `npm run headers` if not)', (file, expected) => {
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

  const bootBlock = (page: string) => /<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(page)![1]!;

  /** Runs the boot script over a page as a browser would see it (the text of its data blocks); resolves with what it pushed. */
  function boot(page: string) {
    const scope: { TURBOPACK?: unknown[]; __next_f?: unknown[] } = {};
    const payload = page.includes(PAYLOAD_OPEN) ? page.slice(page.indexOf(PAYLOAD_OPEN) + PAYLOAD_OPEN.length, page.indexOf('</script>', page.indexOf(PAYLOAD_OPEN))) : undefined;
    const blocks: Record<string, string | undefined> = { [BOOT_DATA_ID]: bootBlock(page), [PAYLOAD_ID]: payload };
    const document = { getElementById: (id: string) => (blocks[id] === undefined ? null : { textContent: blocks[id] }) };
    new Function('document', 'globalThis', 'self', BOOT_SCRIPT)(document, scope, scope);
    return scope;
  }

  it('turns the framework scripts into one JSON data block at the place of the first, read by the shared boot script keeping its id', () => {
    const page = externalizeInlineScripts(html, allowed, '/_next/static/inline/', '/_next/static/boot.js');
    expect(page.disallowed).toEqual([]);
    expect(page.file).toBeUndefined();
    expect(page.navigable).toBe(false);
    expect(page.html).toContain(
      `<main>text</main><script type="application/json" id="${BOOT_DATA_ID}">{"c":[["t",{"otherChunks":[]}],["f",[0]],["f",[1,"payload"]]]}</script><script id="_R_" src="/_next/static/boot.js" defer></script><script type="application/ld+json">`,
    );
    expect(inlineScripts(page.html)).toEqual([themeScript]);
  });

  it('the boot script pushes the payload, then the chunk list that starts Next', () => {
    const scope = boot(externalizeInlineScripts(html, allowed, '/x/', '/boot.js').html);
    expect(scope.__next_f).toEqual([[0], [1, 'payload']]);
    expect(scope.TURBOPACK).toEqual([{ otherChunks: [] }]);
  });

  it('keeps a payload that is the navigation payload (the .txt file) in a payload block of its own, which the boot script reads', () => {
    const page = externalizeInlineScripts(html, allowed, '/x/', '/boot.js', 'payload');
    expect(page.navigable).toBe(true);
    expect(bootBlock(page.html)).toBe('{"c":[["t",{"otherChunks":[]}],["f",[0]]]}');
    expect(page.html).toContain(`${PAYLOAD_OPEN}payload</script><script id="_R_" src="/boot.js" defer></script>`);
    expect(payloadInHtml(page.html)).toBe('payload');
    const scope = boot(page.html);
    expect(scope.__next_f).toEqual([[0], [1, 'payload']]);
    expect(scope.TURBOPACK).toEqual([{ otherChunks: [] }]);
  });

  it('stores a payload with markup, ampersands, carriage returns and NULs so that the page cannot end its block early and reads it back byte for byte', () => {
    const tricky = '1:T2a,</script><script>alert(1)</SCRIPT><!-- <span>a</span> & b &amp; &lt; \r\n \0 end<';
    // Next writes "<" inside its inline scripts as \u003c, as here.
    const odd = `<body><script>self.__next_f.push([0])</script><script>self.__next_f.push(${JSON.stringify([1, tricky]).replace(/</g, '\\u003c')})</script></body>`;
    const page = externalizeInlineScripts(odd, allowed, '/x/', '/boot.js', tricky);
    expect(page.navigable).toBe(true);
    const block = page.html.slice(page.html.indexOf(PAYLOAD_OPEN) + PAYLOAD_OPEN.length);
    expect(block.slice(0, block.indexOf('</script>'))).not.toMatch(/[<\r\0]/);
    expect(inlineScripts(page.html)).toEqual([]);
    expect(payloadInHtml(page.html)).toBe(tricky);
    expect(boot(page.html).__next_f).toEqual([[0], [1, tricky]]);
  });

  it('keeps the payload in the boot data when the .txt file beside the page differs or the payload has binary chunks', () => {
    expect(bootData([['f', [0]], ['f', [1, 'a']]], 'b')).toEqual({ c: [['f', [0]], ['f', [1, 'a']]] });
    expect(bootData([['f', [0]], ['f', [3, 'AAE=']]], '').payload).toBeUndefined();
    const page = externalizeInlineScripts(html, allowed, '/x/', '/boot.js', 'another payload');
    expect(page.navigable).toBe(false);
    expect(payloadInHtml(page.html)).toBeUndefined();
    expect(boot(page.html).__next_f).toEqual([[0], [1, 'payload']]);
  });

  it('keeps the data block from closing its script element early', () => {
    const page = externalizeInlineScripts('<body><script>self.__next_f.push([1,"\\u003c/script>\\u003cscript>alert(1)"])</script></body>', allowed, '/x/', '/boot.js');
    expect(page.html).not.toMatch(/<\/script><script>alert/);
    expect(page.html).toContain('\\u003c/script>');
  });

  it('falls back to one hashed file for the page when a framework script is not a plain push', () => {
    const odd = '<body><script>self.__next_f.push([1,"a"])</script><script>self.__next_f.push(makePayload())</script></body>';
    const page = externalizeInlineScripts(odd, allowed, '/_next/static/inline/', '/boot.js');
    expect(page.file!.body).toBe('self.__next_f.push([1,"a"]);\nself.__next_f.push(makePayload());');
    expect(page.file!.name).toMatch(/^[0-9a-f]{16}\.js$/);
    expect(page.html).toContain(`<script src="/_next/static/inline/${page.file!.name}" defer></script>`);
  });

  it('reports any other inline script instead of allowing it', () => {
    const page = externalizeInlineScripts('<body><script>alert(1)</script></body>', allowed, '/x/', '/boot.js');
    expect(page.disallowed).toEqual(['alert(1)']);
    expect(page.file).toBeUndefined();
  });
});
