import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDevServer, timedGet, type DevServer } from './dev-server';

/** The dev server over a small content folder of its own, which the tests edit as an author would. */
const content = fs.mkdtempSync(path.join(os.tmpdir(), 'kadena-docs-dev-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  fs.writeFileSync(path.join(content, file), text);
};
const shown = (file: string) => path.relative(process.cwd(), path.join(content, file)).split(path.sep).join('/');

write('index.md', '---\ntitle: Home\n---\n\nWelcome.\n');
write('guides/index.md', '---\ntitle: Guides\n---\n\nAll guides.\n');
write('guides/edit-me.md', '---\ntitle: Edit me\n---\n\n## First\n\nFirst version of the text.\n');
write('guides/other.md', '---\ntitle: Other page\n---\n\nSee [edit me](./edit-me.md#first).\n');
write('guides/broken.md', '---\ntitle: Broken\n---\n\nFine for now.\n');
write('guides/bad-mdx.mdx', '---\ntitle: Bad MDX\n---\n\nFine for now.\n');

let server: DevServer;
const get = (route: string) => timedGet(`${server.url}${route}`);

beforeAll(async () => {
  server = await startDevServer({ distDir: '.next-e2e-dev', env: { CONTENT_DIR: content } });
  // The first request compiles the route; later ones are warm.
  expect((await get('/guides/edit-me')).status).toBe(200);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(content, { recursive: true, force: true });
  fs.rmSync('.next-e2e-dev', { recursive: true, force: true });
});

describe('the dev server serves what the author just saved', () => {
  it('serves an edit on the next request', async () => {
    expect((await get('/guides/edit-me')).text).toContain('First version of the text.');
    write('guides/edit-me.md', '---\ntitle: Edit me\n---\n\n## First\n\nSecond version of the text.\n');
    const after = await get('/guides/edit-me');
    expect(after.text).toContain('Second version of the text.');
    expect(after.text).not.toContain('First version of the text.');
  }, 120_000);

  it('adds a new page to the sidebar on the next request and to the routes once Next refreshes its params', async () => {
    write('guides/brand-new.md', '---\ntitle: Brand new page\n---\n\nJust added.\n');
    expect((await get('/guides/other')).text).toContain('Brand new page');
    // Next's dev server answers a route from its last generateStaticParams result while it refreshes it in the
    // background, so a brand-new route can take a request or two: until then it answers 404 or its missing-param
    // error page (an assumption about Next, lib/next-contract/CONTRACT.md, "Under next dev"). Any other answer fails
    // with its text.
    const notYetListed = (r: { status: number; text: string }) =>
      r.status === 404 || (r.status === 500 && r.text.includes('in "generateStaticParams()", which is required with "output: export"'));
    const deadline = Date.now() + 60_000;
    let added = await get('/guides/brand-new');
    while (notYetListed(added) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      added = await get('/guides/brand-new');
    }
    expect({ status: added.status, text: added.status === 200 ? '' : added.text.slice(0, 2000) }).toEqual({ status: 200, text: '' });
    expect(added.text).toContain('Just added.');
    fs.rmSync(path.join(content, 'guides/brand-new.md'));
    expect((await get('/guides/brand-new')).status).toBe(404);
    expect((await get('/guides/other')).text).not.toContain('Brand new page');
  }, 120_000);

  it('shows invalid front matter on the page with file:line instead of a 404, and prints it in the terminal', async () => {
    write('guides/broken.md', '---\ntitle: Broken\ntags: [a\n  b: c\n---\n\nBody.\n');
    const page = await get('/guides/broken');
    expect(page.status).toBe(200);
    expect(page.text.includes('Fine for now.')).toBe(false);
    expect(page.text).toMatch(new RegExp(`${shown('guides/broken.md').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+ +invalid YAML in front matter`));
    expect(server.output()).toContain(`${shown('guides/broken.md')}:`);
  }, 120_000);

  it('shows an MDX syntax error and a broken anchor of the viewed page with file:line', async () => {
    write('guides/bad-mdx.mdx', '---\ntitle: Bad MDX\n---\n\nText\n\n<div>\n\nnever closed\n');
    expect((await get('/guides/bad-mdx')).text).toContain(`${shown('guides/bad-mdx.mdx')}:7:1  MDX syntax error`);
    write('guides/other.md', '---\ntitle: Other page\n---\n\nSee [edit me](./edit-me.md#missing).\n');
    const other = await get('/guides/other');
    expect(other.text).toContain(`${shown('guides/other.md')}:5:5  broken link ./edit-me.md#missing`);
    expect(other.text).toContain('See <a');
  }, 120_000);
});
