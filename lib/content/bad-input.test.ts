import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compilePage } from '../markdown/compile';
import { checkLinks } from './links';
import { loadSite } from './source';
import type { ContentIssue } from './types';

/** The committed corpus: small broken and hostile pages, one problem each. */
const corpus = path.join(__dirname, '__fixtures__/bad-input');
const site = loadSite(corpus, { includeDrafts: false });
const allIssues = [...site.issues, ...checkLinks(site, path.resolve('public'), [], corpus)];
const shown = (name: string) => path.relative(process.cwd(), path.join(corpus, name));
const issuesOf = (name: string, severity: ContentIssue['severity']) => allIssues.filter((i) => i.file === shown(name) && i.severity === severity);

describe('author mistakes fail the build with the file, the line and how to fix it', () => {
  const cases: [file: string, line: number | undefined, message: RegExp][] = [
    ['invalid-yaml.md', 4, /^invalid YAML in front matter: bad indentation/],
    ['unclosed-front-matter.md', 1, /front matter opened with "---" on line 1 is never closed: add a line "---"/],
    ['javascript-front-matter.md', 1, /front matter must be YAML: "---js".*not supported/],
    ['unclosed-div.mdx', 7, /^MDX syntax error: Expected a closing tag for `<div>`.*escape a literal "<" as "&lt;"/],
    ['stray-brace.mdx', 5, /^MDX syntax error: Unexpected end of file in expression.*"\{" as "\\\{"/],
    ['unknown-component.mdx', 7, /^unknown component <Widget>: use one of Admonition, Tabs/],
    ['bad-tag.md', 3, /^tag "!!!" has no letters or digits, so it has no page: give it a permalink or another label$/],
    ['empty.md', 1, /^file is empty/],
    ['duplicate-headings.md', 13, /^broken link #setup-3 \(no heading or anchor #setup-3 on \/duplicate-headings\) did you mean #setup-1\?$/],
  ];

  it.each(cases)('%s: line %s', (file, line, message) => {
    const errors = issuesOf(file, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: shown(file), line });
    expect(errors[0]!.message).toMatch(message);
  });

  it('names the key, the expected type and what was found for wrong front-matter types', () => {
    expect(issuesOf('wrong-types.md', 'error').map((i) => [i.line, i.message])).toEqual([
      [3, 'front-matter key "sidebar_position" is invalid: expected a number, got a string'],
      [4, 'front-matter key "hide_table_of_contents" is invalid: expected a boolean, got a string'],
      [5, 'front-matter key "tags.1" is invalid: expected a tag label or { label, permalink }, got a number'],
    ]);
  });

  it('keeps broken pages out of the site but loads the rest', () => {
    const routes = site.pages.map((p) => p.route).sort();
    expect(routes).toEqual(['/duplicate-headings', '/hostile', '/html-title', '/unknown-key']);
  });

  it('only warns about an unknown front-matter key, once for the site, naming the file and line', () => {
    expect(issuesOf('unknown-key.md', 'error')).toEqual([]);
    const warnings = allIssues.filter((i) => i.code === 'unknown-keys' || i.code === 'unknown-key');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain(`"author" in ${shown('unknown-key.md')}:3`);
  });

  it('never evaluates a JavaScript front-matter block', () => {
    expect((globalThis as { __frontMatterRan?: string }).__frontMatterRan).toBeUndefined();
  });
});

describe('hostile content builds with the dangerous parts removed and reported', () => {
  it('reports each removal with its line', () => {
    expect(issuesOf('hostile.mdx', 'error')).toEqual([]);
    expect(issuesOf('hostile.mdx', 'warning').map((i) => `${i.line}: ${i.message}`)).toEqual([
      '5: import/export removed: MDX pages cannot import modules; use the documented components without importing them',
      '10: <script> removed: this HTML element is not allowed in pages',
      '12: <iframe> removed: this HTML element is not allowed in pages',
      '14: unsafe URL "javascript:alert(1)" removed (only http, https, mailto, tel and site links are allowed)',
      '16: unsafe URL in href removed from <a>',
      '18: unsafe URL in href removed from <a>',
      '20: attribute onError removed from <img>',
      "22: JavaScript expression {globalThis.__pwned = 'expression'} removed: to show a brace write \\{ or put it in `code`",
      '24: expression value of title removed from <span>: use a plain string',
      "28: external image https://tracker.example/pixel.png will be blocked by the Content-Security-Policy (img-src 'self'): copy it into public/img/",
    ]);
  });

  it('compiles to inert HTML: no script, frame, handler, script URL or evaluated expression', async () => {
    const page = site.byRoute.get('/hostile')!;
    const content = await compilePage({ file: page.file, body: page.body, bodyLineOffset: page.bodyLineOffset, components: {}, rewriteLink: (url) => url, headingIds: page.headings.map((h) => h.id) });
    const html = renderToStaticMarkup(content);
    expect(html).not.toMatch(/<script|<iframe|javascript:|onerror|secret|execSync/i);
    expect(html).toContain('<p>Kept text.</p>');
    expect(html).toContain('<a href="#">js link</a>');
    expect(html).toContain('<a>jsx link</a>');
    expect(html).toContain('<a>entity link</a>');
    expect(html).toContain('<img src="/img/logo-light.svg" alt="logo"/>');
    expect(html).toContain('<span>attribute</span>');
    expect(html).toContain('<h2 id="kept-heading">Kept heading</h2>');
    expect((globalThis as { __pwned?: string }).__pwned).toBeUndefined();
  });

  it('keeps a title containing HTML as plain text (React escapes it wherever it is rendered)', () => {
    const title = site.byRoute.get('/html-title')!.title;
    expect(title).toBe('<script>alert(1)</script> <b>Bold</b> & co');
    expect(renderToStaticMarkup(createElement('title', null, title))).toBe('<title>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;Bold&lt;/b&gt; &amp; co</title>');
  });
});

describe('duplicate heading ids', () => {
  it('are made unique the GitHub way, explicit ids and anchors count, and the compiled page uses the same ids', async () => {
    const page = site.byRoute.get('/duplicate-headings')!;
    expect(page.headings.map((h) => h.id)).toEqual(['setup', 'setup-1', 'custom']);
    expect(page.anchors).toEqual(['explicit-anchor']);
    const html = renderToStaticMarkup(
      await compilePage({ file: page.file, body: page.body, bodyLineOffset: page.bodyLineOffset, components: {}, rewriteLink: (url) => url, headingIds: page.headings.map((h) => h.id) }),
    );
    expect([...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1])).toEqual(['setup', 'setup-1', 'custom']);
  });
});

describe('files that are not pages (generated at run time)', () => {
  let dir: string;
  let issues: ContentIssue[];
  let routes: string[];
  const at = (name: string) => path.relative(process.cwd(), path.join(dir, name));

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-input-'));
    fs.writeFileSync(path.join(dir, 'ok.md'), '---\ntitle: Fine\n---\n\nStill built.\n');
    fs.writeFileSync(path.join(dir, 'huge.md'), `---\ntitle: Huge\n---\n\n${'A pasted log line that goes on and on.\n'.repeat(135_000)}`);
    fs.writeFileSync(path.join(dir, 'binary.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]));
    fs.writeFileSync(path.join(dir, 'latin1.md'), Buffer.concat([Buffer.from('---\ntitle: Cafe\n---\n\nLine five is fine.\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]));
    fs.mkdirSync(path.join(dir, 'folder'));
    fs.writeFileSync(path.join(dir, 'folder/page.md'), '---\ntitle: In a folder\n---\n\nText.\n');
    fs.symlinkSync('..', path.join(dir, 'folder/loop'));
    fs.symlinkSync('self.md', path.join(dir, 'self.md'));
    fs.symlinkSync('/etc/hostname', path.join(dir, 'outside.md'));
    const loaded = loadSite(dir, { includeDrafts: false });
    issues = loaded.issues;
    routes = loaded.pages.map((p) => p.route).sort();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const cases: [file: string, line: number | undefined, message: RegExp][] = [
    ['huge.md', undefined, /^page is 5\.\d MB, over the 2 MB limit: split it into several pages$/],
    ['binary.md', undefined, /^not a text file \(it contains NUL bytes\)/],
    ['latin1.md', 6, /^file is not valid UTF-8: re-save it with UTF-8 encoding$/],
    ['folder/loop', undefined, /^symbolic link loop/],
    ['self.md', undefined, /symbolic link loop or unreadable file/],
    ['outside.md', undefined, /^symbolic link points outside the content folder/],
  ];

  it.each(cases)('%s fails with its own message', (file, line, message) => {
    const found = issues.filter((i) => i.file === at(file));
    expect(found).toHaveLength(1);
    expect([found[0]!.severity, found[0]!.line]).toEqual(['error', line]);
    expect(found[0]!.message).toMatch(message);
  });

  it('still reads every good page, once', () => {
    expect(routes).toEqual(['/folder/page', '/ok']);
  });
});
