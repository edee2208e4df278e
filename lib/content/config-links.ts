import { siteConfig } from '../site-config';

/** Internal links from the navbar, footer and announcement, checked like page links. */
export const configLinks = (): { file: string; url: string }[] =>
  [siteConfig.quickstartRoute, siteConfig.announcement.href, ...siteConfig.footerLinks.map((l) => l.href), ...siteConfig.navbarLinks.map((l) => l.href)]
    .filter((url) => url.startsWith('/'))
    .map((url) => ({ file: 'lib/site-config.ts', url }));
