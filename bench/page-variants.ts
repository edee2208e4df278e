/**
 * Lab variants of a built page's HTML, for the benches that find out what its paint waits for (bench/lcp-causes.ts,
 * bench/first-paint.ts). None of them is something the site ships.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;
const ANY_SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"[^>]*>/g;

/** The page with Next's async chunks requested from an inline script that runs after the first paint. */
export function scriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]!);
  const injector = `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s);});},0);});</script>`;
  return html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '').replace('</body>', `${injector}</body>`);
}

/** The page with no script at all. */
export const withoutScripts = (html: string): string => html.replace(ANY_SCRIPT, '').replace(SCRIPT_PRELOAD, '');

/** The page with its linked stylesheets inlined, read from the built site. */
export const stylesInlined = (html: string, site: string): string =>
  html.replace(STYLESHEET, (_, href: string) => `<style>${fs.readFileSync(path.join(site, href), 'utf8')}</style>`);

/** A temporary copy of a built site to add variants to (a copy, not links: the static server does not follow them). */
export function siteCopy(outDir: string, prefix: string): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(outDir, site, { recursive: true });
  return site;
}
