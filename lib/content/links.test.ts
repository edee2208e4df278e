import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLinks, resolveLink } from './links';
import { loadSite } from './source';

/** Writes a small content folder and loads it. */
function siteFrom(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return { root, site: loadSite(root, { includeDrafts: false }), file: (name: string) => path.relative(process.cwd(), path.join(root, name)) };
}

const page = (title: string, body = '') => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('resolveLink (Docusaurus rules for links to markdown files)', () => {
  const { root, site, file } = siteFrom({
    '01-guides/setup.md': page('Setup', '## Install'),
    '01-guides/accounts/create.md': page('Create'),
    'reference/setup.md': page('Reference setup'),
  });
  const sources = new Map(site.pages.map((p) => [path.resolve(p.file), p.route]));
  const from = { route: '/guides/accounts/create', file: file('01-guides/accounts/create.md') };
  const resolve = (url: string) => resolveLink(from, url, sources, root);

  it('resolves ./ and ../ against the page file only, number prefixes and anchors included', () => {
    expect(resolve('../setup.md#install')).toEqual({ route: '/guides/setup', anchor: 'install' });
    expect(resolve('./create.mdx')).toMatchObject({ missingFile: `${file('01-guides/accounts/create.mdx')}` });
  });

  it('resolves /x.md against the content folder, never the page', () => {
    expect(resolve('/reference/setup.md')).toEqual({ route: '/reference/setup', anchor: undefined });
    expect(resolve('/01-guides/setup.md')).toEqual({ route: '/guides/setup', anchor: undefined });
  });

  it('tries the content folder before the page folder for a bare x.md', () => {
    const nested = { route: '/guides/setup', file: file('01-guides/setup.md') };
    expect(resolveLink(nested, 'reference/setup.md', sources, root)?.route).toBe('/reference/setup');
    expect(resolveLink(nested, 'accounts/create.md', sources, root)?.route).toBe('/guides/accounts/create');
  });

  it('treats routes, .html paths, static files, query strings and encoded anchors like a browser', () => {
    expect(resolve('/guides/setup.html')).toEqual({ route: '/guides/setup', anchor: undefined });
    expect(resolve('/guides/index.html?x=1#a%20b')).toEqual({ route: '/guides', anchor: 'a b' });
    expect(resolve('/img/logo.svg')).toEqual({ route: '/img/logo.svg', anchor: undefined, asset: true });
    expect(resolve('fund')).toEqual({ route: '/guides/accounts/fund', anchor: undefined });
    expect(resolve('#top')).toEqual({ route: '/guides/accounts/create', anchor: 'top' });
    expect(resolve('https://kadena.io')).toBeNull();
    expect(resolve('mailto:docs@kadena.io')).toBeNull();
  });
});

describe('checkLinks', () => {
  const { root, site, file } = siteFrom({
    'guides/accounts/create-account.md': page('Create', '## Fund it\n\n<a id="manual-anchor"></a>\n\n<span name="not-an-anchor"></span>'),
    'guides/index.md': page(
      'Guides',
      [
        '[ok](./accounts/create-account.md#fund-it) [ok](/guides/accounts/create-account#manual-anchor) [ok](/img/logo-light.svg)',
        '[typo](/guides/acounts/create-account) [moved](/guides/create-account) [anchor](/guides/accounts/create-account#fund)',
        '[file](./accounts/create.md) [asset](/img/missing.png) [tags](/tags/beginner) <Card title="c" href="/nowhere" />',
      ].join('\n\n'),
    ),
    'tagged.md': '---\ntitle: Tagged\ntags: [beginner]\n---\n\n[name attribute only on a](/guides/accounts/create-account#not-an-anchor)\n',
  });
  const issues = checkLinks(site, path.resolve('public'), [{ file: 'lib/site-config.ts', url: '/guides/missing', line: 12, column: 9 }], root);
  const lines = issues.map((i) => `${i.file}:${i.line}:${i.column}  ${i.message}`);

  it('reports every broken link and anchor at once with file:line:col and a suggestion', () => {
    const guides = file('guides/index.md');
    expect(lines).toEqual([
      `${guides}:7:1  broken link /guides/acounts/create-account did you mean /guides/accounts/create-account?`,
      `${guides}:7:40  broken link /guides/create-account did you mean /guides/accounts/create-account?`,
      `${guides}:7:72  broken link /guides/accounts/create-account#fund (no heading or anchor #fund on /guides/accounts/create-account) did you mean /guides/accounts/create-account#fund-it?`,
      `${guides}:9:1  broken link ./accounts/create.md (no page file ${file('guides/accounts/create.md')}) did you mean ${file('guides/accounts/create-account.md')}?`,
      `${guides}:9:30  broken link /img/missing.png (no file public/img/missing.png)`,
      `${guides}:9:79  broken link /nowhere`,
      `${file('tagged.md')}:6:1  broken link /guides/accounts/create-account#not-an-anchor (no heading or anchor #not-an-anchor on /guides/accounts/create-account)`,
      'lib/site-config.ts:12:9  broken link /guides/missing',
    ]);
    expect(issues.every((i) => i.severity === 'error' && i.code === 'broken-link')).toBe(true);
  });
});

describe('duplicate and reserved routes', () => {
  const { site, file } = siteFrom({
    'b.md': '---\ntitle: B\nslug: /same\n---\n\nB.\n',
    'a.md': '---\ntitle: A\nslug: /same\n---\n\nA.\n',
    'search.md': page('Search page'),
    'Case.md': page('Upper'),
    'case.md': page('Lower'),
    'folder/_category_.json': '{"label": "Folder", "link": {"type": "doc", "id": "does-not-exist"}}',
    'folder/page.md': page('Page'),
  });
  const messages = site.issues.map((i) => `${i.severity} ${i.file}  ${i.message}`);

  it('warns naming both files and keeps the first by file name, whatever the read order', () => {
    expect(messages).toContain(`warning ${file('b.md')}  duplicate route /same: also claimed by ${file('a.md')}; using ${file('a.md')} (rename one file or change its slug)`);
    expect(site.byRoute.get('/same')?.title).toBe('A');
  });

  it('keeps routes the app owns for the app', () => {
    expect(messages).toContain(`warning ${file('search.md')}  duplicate route /search: also claimed by app/search/page.tsx; using app/search/page.tsx (change this page's slug)`);
    expect(site.byRoute.has('/search')).toBe(false);
  });

  it('warns about routes that differ only in case', () => {
    expect(messages).toContain(`warning ${file('case.md')}  route /case differs from /Case (${file('Case.md')}) only in case: they collide on case-insensitive hosts`);
  });

  it('fails a sidebar category whose link names a missing doc', () => {
    expect(messages).toContain(`error ${file('folder/_category_.json')}  broken link: sidebar link to doc "does-not-exist" matches no page`);
  });
});
