import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docsEditUrlIn, docusaurusEditBase } from './docusaurus-edit-url';

describe("a Docusaurus checkout's editUrl", () => {
  it('is the docs options\' editUrl written as a string, not the blog\'s, nor a commented-out one', () => {
    const config = `
      // editUrl: 'https://example.com/commented-out/',
      const config: Config = {
        presets: [['classic', {
          blog: { editUrl: 'https://example.com/blog-edit/' },
          docs: {
            sidebarPath: './sidebars.ts',
            /* editUrl: "https://example.com/old/", */
            editUrl: "https://github.com/org/site/blob/master/",
          },
        }]],
      };`;
    expect(docsEditUrlIn(config)).toBe('https://github.com/org/site/blob/master/');
    expect(docsEditUrlIn(`docs: { editUrl: \`https://github.com/org/site/tree/main/\` }`)).toBe('https://github.com/org/site/tree/main/');
  });

  it('is unknown when the config computes it: a function, or a string built from variables', () => {
    expect(docsEditUrlIn(`docs: { editUrl: ({ docPath }) => \`https://x.test/\${docPath}\` }`)).toBeUndefined();
    expect(docsEditUrlIn(`docs: { editUrl: repo + '/edit/' }`)).toBeUndefined();
    expect(docsEditUrlIn(`docs: { sidebarPath: './sidebars.js' }`)).toBeUndefined();
  });

  it('gives the edit base of a site root\'s docs folder, and nothing for a plain folder of pages', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-edit-'));
    fs.mkdirSync(path.join(site, 'docs'));
    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { presets: [['classic', { docs: { editUrl: 'https://github.com/org/site/blob/master' } }]] };\n");
    expect(docusaurusEditBase(path.join(site, 'docs'))).toBe('https://github.com/org/site/blob/master/docs/');
    expect(docusaurusEditBase(site)).toBeNull();
    fs.rmSync(site, { recursive: true, force: true });
  });
});
