import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../site-config';
import type { ExtraLink } from './links';

const CONFIG_FILE = 'lib/site-config.ts';

/** Line and column of a quoted URL in the config source, so a broken one is reported where it is written. */
function locate(source: string, url: string): { line?: number; column?: number } {
  for (const quote of ["'", '"', '`']) {
    const index = source.indexOf(`${quote}${url}${quote}`);
    if (index < 0) continue;
    const before = source.slice(0, index).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 2 };
  }
  return {};
}

/** Every link of the navbar, footer, announcement and quick start, with where it is written. */
export function allConfigLinks(): ExtraLink[] {
  const file = path.resolve(CONFIG_FILE);
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return [siteConfig.quickstartRoute, siteConfig.announcement.href, ...siteConfig.footerLinks.map((l) => l.href), ...siteConfig.navbarLinks.map((l) => l.href)].map(
    (url) => ({ file: CONFIG_FILE, url, ...locate(source, url) }),
  );
}

/**
 * Internal links from the navbar, footer and announcement, checked like page links. They name routes of
 * this repository's content, so a build of another folder (CONTENT_DIR elsewhere) does not check them.
 */
export function configLinks(contentRoot: string): ExtraLink[] {
  if (path.resolve(contentRoot) !== path.resolve('content')) return [];
  return allConfigLinks().filter((link) => link.url.startsWith('/'));
}
