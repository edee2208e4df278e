import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSource } from '../content/source';
import { derivedKey, renderInputs } from './render-inputs';

/** A small site: two pages, a Pact function page and the quick reference that lists every function's signatures. */
const FILES: Record<string, string> = {
  'intro.md': '---\ntitle: Introduction\ntags: [basics]\n---\n\nFirst words.\n',
  'guides/setup.md': '---\ntitle: Set up\n---\n\nSteps.\n',
  'pact-5/general/abs.md': '---\ntitle: abs\ndescription: Absolute value.\n---\n\n## Signature\n\n```pact\n(abs x:integer) → integer\n```\n\n## end\n',
  'pact-5/func-quick-ref.mdx': '---\ntitle: Quick reference\n---\n\n<PactQuickReference />\n',
};

describe('what each page renders from', () => {
  let dir: string;
  /** Rewrites a file a second later than it was, as an editor saving it. */
  const edit = (file: string, text: string) => {
    const full = path.join(dir, file);
    const later = new Date(fs.statSync(full).mtimeMs + 1000);
    fs.writeFileSync(full, text);
    fs.utimesSync(full, later, later);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-inputs-'));
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const source = () => createSource(dir, { cwd: dir, includeDrafts: false });
  const changed = (a: Record<string, string>, b: Record<string, string>) => Object.keys(b).filter((route) => a[route] !== b[route]);

  it('an edited body changes that page and nothing else', () => {
    const store = source();
    const before = renderInputs(store.site());
    edit('guides/setup.md', '---\ntitle: Set up\n---\n\nSteps, and one more.\n');
    const after = renderInputs(store.site());
    expect(after.shape).toBe(before.shape);
    expect(changed(before.pages, after.pages)).toEqual(['/guides/setup']);
  });

  it('a page that lists other pages’ bodies changes with them', () => {
    const store = source();
    const before = renderInputs(store.site());
    edit('pact-5/general/abs.md', FILES['pact-5/general/abs.md']!.replace('(abs x:integer) → integer', '(abs x:decimal) → decimal'));
    expect(changed(before.pages, renderInputs(store.site()).pages).sort()).toEqual(['/pact-5/func-quick-ref', '/pact-5/general/abs']);
  });

  it('front matter that other pages show (a title, tags) changes the shape, so every page renders', () => {
    const store = source();
    const before = renderInputs(store.site());
    edit('guides/setup.md', '---\ntitle: Setting up\n---\n\nSteps.\n');
    const retitled = renderInputs(store.site());
    expect(retitled.shape).not.toBe(before.shape);
    edit('intro.md', '---\ntitle: Introduction\ntags: [basics, start]\n---\n\nFirst words.\n');
    expect(renderInputs(store.site()).shape).not.toBe(retitled.shape);
  });

  it('an added page changes the shape', () => {
    const store = source();
    const before = renderInputs(store.site());
    fs.writeFileSync(path.join(dir, 'guides/more.md'), '---\ntitle: More\n---\n\nMore.\n');
    expect(renderInputs(store.site()).shape).not.toBe(before.shape);
  });

  it('reads no body to tell (front matter only), and is the same for the same files', () => {
    const first = renderInputs(source().site());
    expect(renderInputs(source().site())).toEqual(first);
    expect(Object.keys(first.pages).sort()).toEqual(['/', '/guides', '/guides/setup', '/intro', '/pact-5', '/pact-5/func-quick-ref', '/pact-5/general', '/pact-5/general/abs'].filter((r) => r in first.pages).sort());
  });

  it('keys a derived file (a markdown twin) by its page’s inputs, every page’s shape and the code', () => {
    const inputs = renderInputs(source().site());
    const key = derivedKey(inputs, '/intro', 'code-1');
    expect(derivedKey(inputs, '/intro', 'code-1')).toBe(key);
    expect(derivedKey(inputs, '/intro', 'code-2')).not.toBe(key);
    expect(derivedKey({ ...inputs, shape: 'other' }, '/intro', 'code-1')).not.toBe(key);
    expect(derivedKey(inputs, '/guides/setup', 'code-1')).not.toBe(key);
  });
});
