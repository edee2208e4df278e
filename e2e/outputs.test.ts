import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl, browserForThisFile, gotoReady, newContext } from './browser';

/** The files the build writes beside the HTML, read from out/ as a host serves them; Copy page in the browser. */
const out = path.resolve('out');
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const SITE = 'https://docs.kadena.io';

/** Every HTML page of the export except redirect pages and Next's internal not-found copy. */
const htmlPages = fs
  .readdirSync(out, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.html') && !e.parentPath.includes('_next'))
  .map((e) => path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
  .filter((file) => file !== '_not-found.html' && !read(file).includes('/redirect.js'));
const routeOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);
const sitemap = read('sitemap.xml');
const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => ({ url: m[1]!, date: m[2]! }));
const contentRoutes = entries.map((e) => e.url.slice(SITE.length) || '/').filter((r) => r !== '/' && !r.startsWith('/tags'));

describe('what readers download', () => {
  it('holds no test-only code: the browser-test fixture’s crash probe is in no script of a production build', () => {
    const scripts = fs.readdirSync(path.join(out, '_next/static/chunks')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((file) => read(`_next/static/chunks/${file}`).includes('Crash this page'))).toEqual([]);
  });

  it('writes three files a page: the HTML, its markdown twin and its social card, and no payload file beside any page', () => {
    const files = fs.readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const pages = files.filter((e) => e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name).slice(0, -'.html'.length));
    const payloadFiles = pages.filter((p) => fs.existsSync(`${p}.txt`)).map((p) => path.relative(out, p));
    // The not-found page is never a navigation target: its payload differs from its .txt, which stays.
    expect(payloadFiles.filter((p) => p !== '_not-found')).toEqual([]);
    const routes = pages.length;
    expect(files.length / routes).toBeLessThanOrEqual(3);
  });
});

describe('search engines', () => {
  it('sitemap.xml lists every page the site serves (search and not-found aside), each with a last-modified date', () => {
    const listed = new Set(entries.map((e) => e.url));
    const expected = htmlPages.map(routeOf).filter((r) => r !== '/search' && r !== '/404');
    expect(expected.length).toBeGreaterThan(370);
    expect(expected.filter((r) => !listed.has(r === '/' ? `${SITE}/` : `${SITE}${r}`))).toEqual([]);
    expect(entries).toHaveLength(expected.length);
    for (const { date } of entries) expect(new Date(date).toISOString()).toBe(date);
    expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it('robots.txt names the sitemap by its absolute URL', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('every page has an absolute canonical URL and og/twitter metadata whose image file exists', () => {
    const problems: string[] = [];
    for (const file of htmlPages) {
      const html = read(file);
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const image = meta('og:image');
      for (const key of ['og:title', 'og:image', 'twitter:card', 'twitter:image']) if (!meta(key)) problems.push(`${file}: no ${key}`);
      if (image && (!image.startsWith(`${SITE}/og/`) || !fs.existsSync(path.join(out, image.slice(SITE.length))))) problems.push(`${file}: image ${image} missing`);
      if (meta('twitter:image') !== image) problems.push(`${file}: twitter:image differs`);
      if (file !== '404.html' && !html.includes(`<link rel="canonical" href="${SITE}${routeOf(file) === '/' ? '' : routeOf(file)}"/>`)) problems.push(`${file}: canonical`);
    }
    expect(problems).toEqual([]);
  });
});

describe('AI-ready outputs', () => {
  const llms = read('llms.txt');

  it('llms.txt follows llmstxt.org: a title, a summary quote, then sections of "- [name](url): notes" links', () => {
    const lines = llms.split('\n');
    expect(lines[0]).toBe('# Kadena Docs');
    expect(lines[2]).toMatch(/^> \S/);
    const body = lines.slice(lines.findIndex((l) => l.startsWith('## ')));
    expect(body.filter((l) => l.trim() && !/^## \S/.test(l) && !/^- \[[^\]]+\]\(https:\/\/\S+\)(: \S.*)?$/.test(l))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
  });

  it('llms.txt links every page, each to its markdown twin, which exists', () => {
    const links = new Set([...llms.matchAll(/\]\((https:\/\/[^)]+)\)/g)].map((m) => m[1]!));
    expect(contentRoutes.filter((r) => !links.has(`${SITE}${r}.md`))).toEqual([]);
    expect([...links].filter((l) => l.endsWith('.md') && !fs.existsSync(path.join(out, decodeURI(l.slice(SITE.length)))))).toEqual([]);
  });

  it('llms-full.txt holds every page\'s markdown', () => {
    const full = read('llms-full.txt');
    for (const route of ['/quickstart', '/pact-5/database/insert', '/resources/writing-guide']) expect(full).toContain(read(`${route.slice(1)}.md`));
    const sources = full.match(/^<!-- https:\/\/docs\.kadena\.io\/\S+ -->$/gm) ?? [];
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources.length).toBeGreaterThanOrEqual(contentRoutes.length - 10);
  });

  it.each(['/quickstart', '/resources/writing-guide', '/pact-5/database', '/pact-5/func-quick-ref', '/smart-contracts/capabilities', '/api/pact-api/send'])(
    '%s.md holds the page\'s text as plain markdown (no JSX or imports; code blocks keep their language)',
    (route) => {
      const markdown = read(`${route.slice(1)}.md`);
      const html = read(`${route.slice(1)}.html`);
      const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!;
      expect(markdown).toContain(`# ${title.replace(/&amp;/g, '&').replace(/&#x27;/g, "'")}`);
      const outsideCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
      expect(outsideCode).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]|^import\s|^export\s|^:::/m);
      const htmlBlocks = (html.match(/<pre[^>]*data-language="([^"]+)"/g) ?? []).length;
      expect((markdown.match(/^```[a-z]/gm) ?? []).length).toBeGreaterThanOrEqual(Math.min(htmlBlocks, 1));
      // A sentence of the rendered page is in the twin.
      const sentence = /<p>([^<]{40,})<\/p>/.exec(html.split('<article')[1] ?? '')?.[1];
      if (sentence) expect(markdown.replace(/\s+/g, ' ')).toContain(sentence.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ').slice(0, 40));
    },
  );

  it('tabs become labelled sections and admonitions quotes', () => {
    const guide = read('resources/writing-guide.md');
    expect(guide).toMatch(/\*\*Linux\*\*\n\nDownload the Linux archive/);
    expect(guide).toMatch(/^> \*\*[A-Z][^*]*:\*\* /m);
  });
});

describe('maintainers', () => {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

  it.each(['quickstart', 'pact-5/database/insert', 'smart-contracts/capabilities'])('/%s: "Edit this page" points at its file; "Last updated" is its last commit', (route) => {
    const html = read(`${route}.html`);
    const edit = /<a class="page-meta-edit" href="([^"]+)"/.exec(html)![1]!;
    const file = edit.replace('https://github.com/kadena-io/docs/edit/main/', '');
    expect(fs.existsSync(file)).toBe(true);
    expect(file).toMatch(new RegExp(`^content/${route}(/index)?\\.mdx?$`));
    const shown = /<span class="page-meta-updated">.*?<time dateTime="([^"]+)"/.exec(html)![1]!;
    const committed = git('log', '-1', '--format=%cI', '--', file);
    expect(shown).toBe(new Date(committed).toISOString());
    expect(entries.find((e) => e.url === `${SITE}/${route}`)?.date).toBe(shown);
  });
});

jest.setTimeout(60_000);
const browser = browserForThisFile();

describe('Copy page', () => {
  it('copies the page\'s markdown twin; "View as Markdown" opens it', async () => {
    const context = await newContext(browser(), { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await gotoReady(page, `${baseUrl()}/smart-contracts/capabilities`);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(read('smart-contracts/capabilities.md'));
    expect(await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe('/smart-contracts/capabilities.md');
    const response = await page.request.get(`${baseUrl()}/smart-contracts/capabilities.md`);
    expect(await response.text()).toBe(copied);
    await context.close();
  });
});
