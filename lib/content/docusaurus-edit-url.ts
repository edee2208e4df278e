import fs from 'node:fs';
import path from 'node:path';
import { contentLayout } from './site-root';

/**
 * The docs plugin's `editUrl` of a Docusaurus checkout, so that its "Edit this page" links go where Docusaurus sends
 * them: `editUrl` + the docs folder + the file's path inside it (@docusaurus/plugin-content-docs, getVersionEditUrls).
 * The config is a module that imports Docusaurus's packages, which this project does not install, so it is read as
 * text: the first `editUrl` written as a plain string inside the `docs` options. A function `editUrl` (or one built
 * from variables) cannot be known without running Docusaurus; such a checkout keeps the DOCS_EDIT_* settings.
 */

const EDIT_URL = /\beditUrl\s*:\s*(?:'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\$]*)`)/g;
/** The options object an editUrl belongs to: the nearest `docs:`, `blog:` or `pages:` key before it. */
const OPTIONS_KEY = /\b(docs|blog|pages)\s*:\s*\{/g;

/** The docs `editUrl` written as a string literal in a Docusaurus config's text; undefined when there is none. */
export function docsEditUrlIn(configText: string): string | undefined {
  const text = configText.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/[^\n]*/g, (line, before: string) => before + ' '.repeat(line.length - before.length));
  const keys = [...text.matchAll(OPTIONS_KEY)].map((m) => ({ at: m.index, key: m[1] }));
  for (const match of text.matchAll(EDIT_URL)) {
    const owner = keys.findLast((k) => k.at < match.index)?.key;
    // A preset's docs options (`docs: { editUrl }`) or a standalone docs plugin's options (no key before it).
    if (owner === 'blog' || owner === 'pages') continue;
    const url = match[1] ?? match[2] ?? match[3] ?? '';
    if (/^https?:\/\//.test(url)) return url;
  }
  return undefined;
}

const bases = new Map<string, string | null>();

/**
 * Where a Docusaurus checkout edits the pages of `docsDir` (its editUrl joined with the docs folder, ending in "/"),
 * or null when `docsDir` is not the docs folder of a site root whose config gives a string editUrl.
 */
export function docusaurusEditBase(docsDir: string): string | null {
  const dir = path.resolve(docsDir);
  let base = bases.get(dir);
  if (base !== undefined) return base;
  base = null;
  const layout = contentLayout(path.dirname(dir));
  if (layout.docusaurus && layout.docsDir === dir && layout.configFile) {
    const editUrl = docsEditUrlIn(fs.readFileSync(layout.configFile, 'utf8'));
    if (editUrl) base = `${editUrl.replace(/\/+$/, '')}/${path.basename(dir)}/`;
  }
  bases.set(dir, base);
  return base;
}
