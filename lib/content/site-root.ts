import fs from 'node:fs';
import path from 'node:path';

/** Where a content folder keeps its pages, static files, sidebars file and tags file. */
export interface ContentLayout {
  /** True when CONTENT_DIR names a Docusaurus site root rather than a folder of pages. */
  docusaurus: boolean;
  /** The folder given (the site root of a Docusaurus checkout). */
  root: string;
  /** Folder the pages are read from: docs/ of a site root, else the folder itself. */
  docsDir: string;
  /** A site root's static/ folder, served from the site's root; undefined when there is none. */
  staticDir?: string;
  /** sidebars.{js,mjs,cjs,ts} of a site root; undefined keeps the folder-tree sidebar. */
  sidebarsFile?: string;
  /** tags.yml in the docs folder (Docusaurus's default place), when present. */
  tagsFile?: string;
  /** The docusaurus.config.* of a site root; undefined for a folder of pages. */
  configFile?: string;
}

const CONFIG_NAMES = ['docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.ts', 'docusaurus.config.cjs', 'docusaurus.config.mts', 'docusaurus.config.cts'];
const SIDEBAR_NAMES = ['sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.ts', 'sidebars.mts', 'sidebars.cts'];

const firstExisting = (dir: string, names: string[]): string | undefined => names.map((n) => path.join(dir, n)).find((f) => fs.existsSync(f));
const isDir = (dir: string): boolean => fs.existsSync(dir) && fs.statSync(dir).isDirectory();

/**
 * Reads the layout of a content folder: a Docusaurus site root (docusaurus.config.* beside docs/) takes its pages
 * from docs/, static files from static/ and the sidebar from sidebars.*; any other folder is a folder of pages.
 */
export function contentLayout(root: string): ContentLayout {
  const abs = path.resolve(root);
  const configFile = firstExisting(abs, CONFIG_NAMES);
  const isSiteRoot = configFile !== undefined && isDir(path.join(abs, 'docs'));
  const docsDir = isSiteRoot ? path.join(abs, 'docs') : abs;
  const tagsFile = firstExisting(docsDir, ['tags.yml', 'tags.yaml']);
  if (!isSiteRoot) return { docusaurus: false, root: abs, docsDir, tagsFile };
  const staticDir = path.join(abs, 'static');
  return { docusaurus: true, root: abs, docsDir, staticDir: isDir(staticDir) ? staticDir : undefined, sidebarsFile: firstExisting(abs, SIDEBAR_NAMES), tagsFile, configFile };
}
