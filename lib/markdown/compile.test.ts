import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { getMdxComponents } from '@/components/mdx/mdx-components';
import { loadPage } from '../content/load-pages';
import { loadSite } from '../content/site';
import { compilePage } from './compile';

// As the build's check step loads it: plain pages keep their parsed tree for the workers.
const site = loadSite(path.resolve('content'), { includeDrafts: false, keepTrees: true });
const plain = site.pages.filter((page) => page.usesMdx === false);
const trees = fs.mkdtempSync(path.join(os.tmpdir(), 'trees-'));
afterAll(() => fs.rmSync(trees, { recursive: true, force: true }));

/** Renders a page body as the doc page does: through MDX, from markdown source, or from the check's tree. */
async function html(page: (typeof site.pages)[number], path_: 'mdx' | 'markdown' | 'tree'): Promise<string> {
  let treeFile: string | undefined;
  if (path_ === 'tree') {
    treeFile = path.join(trees, `${page.route.replaceAll('/', '_')}.json`);
    fs.writeFileSync(treeFile, page.tree!);
  }
  const rewriteLink = (url: string) => url.replace(/\.mdx?(?=#|$)/, '');
  const element = await compilePage({ file: page.file, body: page.body, bodyLineOffset: page.bodyLineOffset, rewriteLink, components: getMdxComponents({ DocCardList: () => null }), usesMdx: path_ === 'mdx', treeFile });
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

  it('gives the same HTML as MDX for every plain page of the site, from the source and from the kept tree', async () => {
    const differing: string[] = [];
    for (const page of plain) {
      const viaMdx = await html(page, 'mdx');
      if ((await html(page, 'markdown')) !== viaMdx) differing.push(`${page.file} (from source)`);
      if ((await html(page, 'tree')) !== viaMdx) differing.push(`${page.file} (from the kept tree)`);
    }
    expect(differing).toEqual([]);
  }, 180_000);

  it('keeps custom {#id} anchors and repeated-heading ids in the kept tree, which has no line numbers left', async () => {
    const text = '---\ntitle: Anchors\n---\n\n## Setup {#install}\n\nText.\n\n## Usage\n\n## Usage\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n:::tip[Short]\nBody\n:::\n';
    const { page } = loadPage({ file: 'guides/anchors.md', display: 'content/guides/anchors.md', text }, { keepTree: true });
    const viaTree = await html(page!, 'tree');
    expect(viaTree).toBe(await html(page!, 'mdx'));
    expect(viaTree).toContain('<h2 id="install">Setup</h2>');
    expect(viaTree).toContain('<h2 id="usage-1">Usage</h2>');
    expect(viaTree).toContain('<table>');
    expect(viaTree).toContain('admonition-tip');
  });

  it('still reports the file and line of a body that cannot render', async () => {
    const page = { ...plain[0]!, file: 'guides/broken.md', body: '# Title\n\nAn unclosed <b tag\n', bodyLineOffset: 3 };
    await expect(html(page, 'markdown')).rejects.toThrow(/^guides\/broken\.md:6 {2}cannot compile this page/);
  });
});
