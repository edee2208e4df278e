import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { getMdxComponents } from '@/components/mdx/mdx-components';
import { loadSite } from '../content/site';
import { compilePage } from './compile';

const site = loadSite(path.resolve('content'), { includeDrafts: false });
const plain = site.pages.filter((page) => page.usesMdx === false);

/** Renders a page body through one of the two paths, as the doc page does. */
async function html(page: (typeof site.pages)[number], usesMdx: boolean): Promise<string> {
  const element = await compilePage({ file: page.file, body: page.body, bodyLineOffset: page.bodyLineOffset, rewriteLink: (url) => url, components: getMdxComponents({ DocCardList: () => null }), usesMdx });
  return renderToStaticMarkup(element);
}

describe('plain markdown skips MDX code generation and renders the same page', () => {
  it('tells plain markdown from MDX', () => {
    const mdx = site.pages.filter((page) => page.usesMdx);
    expect(plain.length).toBeGreaterThan(100);
    expect(mdx.length).toBeGreaterThan(0);
    // A page with JSX components is MDX; a function reference page with fences and admonitions is plain.
    expect(mdx.every((page) => /<[A-Z]|^(import|export) |\{/m.test(page.body))).toBe(true);
  });

  it('gives the same HTML through both paths for every plain page of the site', async () => {
    const differing: string[] = [];
    for (const page of plain) if ((await html(page, false)) !== (await html(page, true))) differing.push(page.file);
    expect(differing).toEqual([]);
  }, 120_000);

  it('still reports the file and line of a body that cannot render', async () => {
    const page = { ...plain[0]!, file: 'guides/broken.md', body: '# Title\n\nAn unclosed <b tag\n', bodyLineOffset: 3 };
    await expect(html(page, false)).rejects.toThrow(/^guides\/broken\.md:6 {2}cannot compile this page/);
  });
});
