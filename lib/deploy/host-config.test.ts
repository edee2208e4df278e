import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { themeScript } from '../../components/shell/theme-script';
import { committedStyleHashes, hostFiles, INLINE_SCRIPTS } from '../../scripts/host-config';
import { contentSecurityPolicy, renderHeadersFile } from './host-config';
import { BOOT_DATA_ID, BOOT_SCRIPT, bootData, externalizeInlineScripts, inlineScripts } from './inline-scripts';

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

  const bootBlock = (page: string) => /<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(page)![1]!;

  /** Runs the boot script over a page's data block; `payloads` answers its fetches. Resolves once it has pushed. */
  async function boot(page: string, payloads: Record<string, string> = {}) {
    const scope: { TURBOPACK?: unknown[]; __next_f?: unknown[] } = {};
    const document = { getElementById: (id: string) => (id === BOOT_DATA_ID ? { textContent: bootBlock(page) } : null) };
    const fetched: string[] = [];
    const fetch = async (url: string) => {
      fetched.push(url);
      return url in payloads ? { ok: true, status: 200, text: async () => payloads[url] } : { ok: false, status: 404 };
    };
    new Function('document', 'globalThis', 'self', 'fetch', BOOT_SCRIPT)(document, scope, scope, fetch);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { scope, fetched };
  }

  it('turns the framework scripts into one JSON data block at the place of the first, read by the shared boot script keeping its id', () => {
    const page = externalizeInlineScripts(html, allowed, '/_next/static/inline/', '/_next/static/boot.js');
    expect(page.disallowed).toEqual([]);
    expect(page.file).toBeUndefined();
    expect(page.html).toContain(
      `<main>text</main><script type="application/json" id="${BOOT_DATA_ID}">{"c":[["t",{"otherChunks":[]}],["f",[0]],["f",[1,"payload"]]]}</script><script id="_R_" src="/_next/static/boot.js" defer></script><script type="application/ld+json">`,
    );
    expect(inlineScripts(page.html)).toEqual([themeScript]);
  });

  it('the boot script pushes the payload, then the chunk list that starts Next', async () => {
    const { scope, fetched } = await boot(externalizeInlineScripts(html, allowed, '/x/', '/boot.js').html);
    expect(fetched).toEqual([]);
    expect(scope.__next_f).toEqual([[0], [1, 'payload']]);
    expect(scope.TURBOPACK).toEqual([{ otherChunks: [] }]);
  });

  it('names the payload file instead of copying it when the file holds exactly the page payload, and the boot script fetches it', async () => {
    const page = externalizeInlineScripts(html, allowed, '/x/', '/boot.js', { url: '/pr-7/guide.txt', text: 'payload' });
    expect(bootBlock(page.html)).toBe('{"c":[["t",{"otherChunks":[]}],["f",[0]]],"p":"/pr-7/guide.txt"}');
    expect(page.html).toContain('<link rel="preload" href="/pr-7/guide.txt" as="fetch" crossorigin="anonymous"/></head>');
    const { scope, fetched } = await boot(page.html, { '/pr-7/guide.txt': 'payload' });
    expect(fetched).toEqual(['/pr-7/guide.txt']);
    expect(scope.__next_f).toEqual([[0], [1, 'payload']]);
    expect(scope.TURBOPACK).toEqual([{ otherChunks: [] }]);
  });

  it('keeps the payload in the page when the file beside it differs, and leaves a page whose payload fails to load unstarted', async () => {
    expect(bootData([['f', [0]], ['f', [1, 'a']]], { url: '/a.txt', text: 'b' })).toEqual({ c: [['f', [0]], ['f', [1, 'a']]] });
    expect(bootData([['f', [0]], ['f', [3, 'AAE=']]], { url: '/a.txt', text: '' }).p).toBeUndefined();
    const page = externalizeInlineScripts(html, allowed, '/x/', '/boot.js', { url: '/gone.txt', text: 'payload' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { scope } = await boot(page.html);
    expect(scope.TURBOPACK).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toMatch(/did not load \(\/gone\.txt: 404\)/);
    warn.mockRestore();
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
