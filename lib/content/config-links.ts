import path from 'node:path';
import { siteConfig } from '../site-config';

/**
 * Internal links from the navbar, footer and announcement, checked like page links. They name routes of
 * this repository's content, so a build of another folder (CONTENT_DIR elsewhere) does not check them.
 */
export function configLinks(contentRoot = process.env.CONTENT_DIR): { file: string; url: string }[] {
  if (contentRoot && path.resolve(contentRoot) !== path.resolve('content')) return [];
  return [siteConfig.quickstartRoute, siteConfig.announcement.href, ...siteConfig.footerLinks.map((l) => l.href), ...siteConfig.navbarLinks.map((l) => l.href)]
    .filter((url) => url.startsWith('/'))
    .map((url) => ({ file: 'lib/site-config.ts', url }));
}
