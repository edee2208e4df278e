import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { getMdxComponents } from '@/components/mdx/mdx-components';
import type { LoadedPage } from '../content/load-pages';
import { createSource, loadSite } from '../content/source';
import { compilePage } from './compile';

const fixtures = path.join(__dirname, '__fixtures__/pages');
const site = loadSite(fixtures, { includeDrafts: false });

/** Renders a page body as the doc page does: through MDX, from markdown source, or from the parse's kept tree. */
async function renderWays(page: LoadedPage, way: 'mdx' | 'markdown' | 'tree'): Promise<string> {
  const rewriteLink = (url: string) => url.replace(/\.mdx?(?=#|$)/, '');
  const components = getMdxComponents({ DocCardList: () => null });
  const ids = page.headings.map((h) => h.id);
  const element = await compilePage({ file: page.file, body: page.body, bodyLineOffset: page.bodyLineOffset, rewriteLink, components, usesMdx: way === 'mdx', tree: way === 'tree' ? page.tree : undefined, headingIds: ids });
  return renderToStaticMarkup(element);
}

describe('one render path: plain markdown from its parsed tree, MDX through the compiler', () => {
  const plain = site.byRoute.get('/guides/plain')!;
  const mdx = site.byRoute.get('/guides/tabs')!;

  it('tells plain markdown from MDX and keeps a tree only for plain pages', () => {
    expect(plain.usesMdx).toBe(false);
    expect(mdx.usesMdx).toBe(true);
    expect(plain.tree).toBeDefined();
    expect(mdx.tree).toBeUndefined();
  });

  it('gives the same HTML from the kept tree, from the source and through MDX', async () => {
    const viaMdx = await renderWays(plain, 'mdx');
    expect(await renderWays(plain, 'markdown')).toBe(viaMdx);
    expect(await renderWays(plain, 'tree')).toBe(viaMdx);
  });

  it('renders the heading ids the parse computed: custom {#id} and repeated headings', async () => {
    const html = await renderWays(plain, 'tree');
    expect(plain.headings.map((h) => h.id)).toEqual(['install', 'usage', 'usage-1', 'deeper-heading']);
    expect(html).toContain('<h2 id="install">Setup</h2>');
    expect(html).toContain('<h2 id="usage-1">Usage</h2>');
    expect(html).toContain('<table>');
    expect(html).toContain('admonition-tip');
    const tabs = await renderWays(mdx, 'mdx');
    expect(tabs).toContain('id="choose-1"');
  });

  it('still reports the file and line of a body that cannot render', async () => {
    const broken = { ...plain, file: 'guides/broken.md', body: '# Title\n\nAn unclosed <b tag\n', bodyLineOffset: 3 } as LoadedPage;
    await expect(renderWays(broken, 'markdown')).rejects.toThrow(/^guides\/broken\.md:6 {2}cannot compile this page/);
  });

  it('parses a body once: the source hands back the same page, its parse memoised, until the file changes', () => {
    const source = createSource(fixtures, { cwd: process.cwd(), includeDrafts: false });
    const first = source.site();
    expect(source.site()).toBe(first);
    const page = first.byRoute.get('/guides/plain')!;
    expect(page.headings).toBe(page.headings);
  });
});
