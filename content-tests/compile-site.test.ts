import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { getMdxComponents } from '@/components/mdx/mdx-components';
import type { LoadedPage } from '@/lib/content/load-pages';
import { loadSite } from '@/lib/content/source';
import { compilePage } from '@/lib/markdown/compile';

const site = loadSite(path.resolve('content'), { includeDrafts: false });
const plain = site.pages.filter((page) => page.usesMdx === false);

async function html(page: LoadedPage, way: 'mdx' | 'markdown' | 'tree'): Promise<string> {
  const rewriteLink = (url: string) => url.replace(/\.mdx?(?=#|$)/, '');
  const element = await compilePage({ file: page.file, body: page.body, bodyLineOffset: page.bodyLineOffset, rewriteLink, components: getMdxComponents({ DocCardList: () => null }), usesMdx: way === 'mdx', tree: way === 'tree' ? page.tree : undefined, headingIds: page.headings.map((h) => h.id) });
  return renderToStaticMarkup(element);
}

describe('the real content: plain markdown skips MDX code generation and renders the same page', () => {
  it('tells plain markdown from MDX', () => {
    const mdx = site.pages.filter((page) => page.usesMdx);
    expect(plain.length).toBeGreaterThan(100);
    expect(mdx.length).toBeGreaterThan(0);
    // A page with JSX components is MDX; a function reference page with fences and admonitions is plain.
    expect(mdx.every((page) => /<[A-Z]|^(import|export) |\{/m.test(page.body))).toBe(true);
  });

  it('gives the same HTML as MDX for every plain page of the site, from the source and from the kept tree', async () => {
    const differing: string[] = [];
    for (const page of plain) {
      const viaMdx = await html(page, 'mdx');
      if ((await html(page, 'markdown')) !== viaMdx) differing.push(`${page.file} (from source)`);
      if ((await html(page, 'tree')) !== viaMdx) differing.push(`${page.file} (from the kept tree)`);
    }
    expect(differing).toEqual([]);
  }, 180_000);
});
