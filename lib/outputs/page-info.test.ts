import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFrontMatter } from '../content/front-matter';
import { editUrlOf, lastUpdatedOf } from './page-info';

/** This repository's content folder, as a build of it passes it. */
const CONTENT = path.resolve('content');

describe('"Edit this page" and "Last updated"', () => {
  it('links the file in the repository, or custom_edit_url, or nothing when custom_edit_url is null', () => {
    expect(editUrlOf({ file: 'content/quickstart.md' }, CONTENT)).toBe('https://github.com/kadena-io/docs/edit/main/content/quickstart.md');
    expect(editUrlOf({ file: 'content/quickstart.md', customEditUrl: 'https://example.com/edit/x' }, CONTENT)).toBe('https://example.com/edit/x');
    expect(editUrlOf({ file: 'content/quickstart.md', customEditUrl: null }, CONTENT)).toBeNull();
  });

  it('uses the path inside the content folder\'s own repository when CONTENT_DIR points elsewhere', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-url-'));
    fs.mkdirSync(path.join(repo, 'site/docs'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'site/docs/page.md'), '# Page\n');
    execFileSync('git', ['init', '-q'], { cwd: repo });
    const root = path.join(repo, 'site/docs');
    expect(editUrlOf({ file: path.relative(process.cwd(), path.join(root, 'page.md')) }, root)).toBe('https://github.com/kadena-io/docs/edit/main/site/docs/page.md');
    fs.rmSync(repo, { recursive: true, force: true });
  });

  it("follows a Docusaurus checkout's own editUrl, as Docusaurus does (editUrl + docs folder + file)", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-url-docusaurus-'));
    fs.mkdirSync(path.join(site, 'docs/pact 5'), { recursive: true });
    fs.writeFileSync(path.join(site, 'docs/pact 5/map.md'), '# map\n');
    fs.writeFileSync(path.join(site, 'docusaurus.config.ts'), "export default { presets: [['classic', { docs: { editUrl: 'https://github.com/org/site/blob/master/' } }]] };\n");
    const root = path.join(site, 'docs');
    expect(editUrlOf({ file: path.join(root, 'pact 5/map.md') }, root)).toBe('https://github.com/org/site/blob/master/docs/pact%205/map.md');
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('has no link, rather than a path that cannot exist, for content outside this project and outside any repository', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-url-loose-'));
    fs.writeFileSync(path.join(root, 'page.md'), '# Page\n');
    expect(editUrlOf({ file: path.join(root, 'page.md') }, root)).toBeNull();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('can be turned off for the whole site (DOCS_EDIT_LINKS=false)', () => {
    jest.isolateModules(() => {
      process.env.DOCS_EDIT_LINKS = 'false';
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = require('./page-info') as typeof import('./page-info');
      expect(isolated.editUrlOf({ file: 'content/quickstart.md' }, CONTENT)).toBeNull();
      delete process.env.DOCS_EDIT_LINKS;
    });
  });

  it('takes last_update from front matter before git, in each form Docusaurus allows', () => {
    for (const value of ['2024-06-01', '"2024-06-01T12:00:00Z"', '\n  date: 2024-06-01\n  author: Someone']) {
      const { data, issues } = parseFrontMatter('x.md', `---\nlast_update: ${value}\n---\n# X\n`);
      expect(issues).toEqual([]);
      expect(data.last_update).toBeDefined();
    }
    expect(lastUpdatedOf({ file: 'content/quickstart.md', lastUpdate: '2024-06-01T00:00:00.000Z' }, CONTENT)).toEqual({ date: '2024-06-01T00:00:00.000Z', source: 'front-matter' });
    expect(lastUpdatedOf({ file: 'content/quickstart.md' }, CONTENT).source).toBe('git');
  });
});
