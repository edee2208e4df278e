import { createHash } from 'node:crypto';

/**
 * Stylesheets inlined into each page's head, so that text paints with the first response instead of waiting for
 * three CSS files (Lighthouse's render-blocking resources; about 24 KB raw, 6 KB gzip, the same on every page).
 *
 * Each `<link rel="stylesheet">` Next writes becomes a `<style>` with the file's text, followed by the same link with
 * `media="print"`: it no longer blocks the first paint, and React still finds it by its href on hydration, so a
 * client-side navigation neither downloads nor inserts the stylesheet again. The CSP allows each inlined block by its
 * sha256 hash (styleHash), listed by the build in out/_headers and by `npm run headers` in the committed host files.
 */

const LINK = /<link rel="stylesheet" href="([^"]+)"([^>]*?)\/?>/g;
const STYLE = /<style data-inlined="[^"]*">([\s\S]*?)<\/style>/g;
/** CSS that cannot move into the page unchanged: relative url()s resolve against the page, not the CSS file. */
const NOT_MOVABLE = /<\/style|@import|url\(\s*['"]?(?!data:|https?:|\/)/i;

/** The CSP source for one inline style block: 'sha256-<base64>'. */
export const styleHash = (css: string): string => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** A page with its stylesheets inlined, and the CSS bodies it now carries. */
export interface InlinedPage {
  html: string;
  bodies: string[];
}

/** Inlines the head's stylesheets; `readCss` gives a stylesheet's text by its href, or undefined to leave the link. */
export function inlineStylesheets(html: string, readCss: (href: string) => string | undefined): InlinedPage {
  const end = html.indexOf('</head>');
  if (end < 0) return { html, bodies: [] };
  const bodies: string[] = [];
  const head = html.slice(0, end).replace(LINK, (link: string, href: string, rest: string) => {
    if (/\smedia=/.test(rest)) return link;
    const css = readCss(href);
    if (css === undefined || NOT_MOVABLE.test(css)) return link;
    bodies.push(css);
    return `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}"${rest} media="print"/>`;
  });
  return { html: head + html.slice(end), bodies };
}

/** The bodies of the style blocks a page carries from inlineStylesheets. */
export const inlinedStyles = (html: string): string[] => [...html.matchAll(STYLE)].map(([, body = '']) => body);
