import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { scriptHash } from './host-config';
import { inlineStylesheets, styleHash } from './inline-styles';

const SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
/** Inline scripts Next.js writes into every exported page: the RSC payload and the Turbopack chunk list. */
const FRAMEWORK_SCRIPT = /^\s*\(?\s*(?:self\.__next_f\b|\(?globalThis\["TURBOPACK"\])/;
const JS_TYPE = /\stype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]+/i;

/** A page after moving its framework scripts into one external file. */
export interface ExternalizedPage {
  html: string;
  /** The moved script bodies as one file, or none when the page had nothing to move. */
  file?: { name: string; body: string };
  /** Inline scripts left in the page that the policy does not allow (the build fails on these). */
  disallowed: string[];
}

/**
 * Moves Next's inline bootstrap scripts (self.__next_f.push payloads, the Turbopack chunk list) into one
 * content-hashed file loaded by a deferred <script src> at the place of the first one, so they still run in the
 * same order before DOMContentLoaded (Next's runtime and Turbopack's accept pushes that come after they start). The CSP then needs no 'unsafe-inline' and no per-page hashes.
 */
export function externalizeInlineScripts(html: string, allowed: Set<string>, srcPrefix: string): ExternalizedPage {
  const bodies: string[] = [];
  const disallowed: string[] = [];
  let firstAttributes: string | null = null;
  const marked = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (/\ssrc\s*=/i.test(attributes) || body.trim() === '' || JS_TYPE.test(attributes)) return whole;
    if (allowed.has(scriptHash(body))) return whole;
    if (!FRAMEWORK_SCRIPT.test(body)) {
      disallowed.push(body.slice(0, 80));
      return whole;
    }
    bodies.push(body);
    if (firstAttributes === null) {
      firstAttributes = attributes;
      return '\u0000EXTERNAL\u0000';
    }
    // Keep an element carrying the same id (React may look for it); an empty script never runs.
    return attributes.trim() ? `<script${attributes}></script>` : '';
  });
  if (bodies.length === 0) return { html, disallowed };
  const body = bodies.map((b) => b.replace(/;?\s*$/, ';')).join('\n');
  const name = `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
  // Deferred, not parser-blocking: it still runs in document order before DOMContentLoaded (when Next closes the
  // payload stream), but no longer counts as render-blocking, so text paints without waiting for it.
  const tag = `<script${firstAttributes ?? ''} src="${srcPrefix}${name}" defer></script>`;
  return { html: marked.replace('\u0000EXTERNAL\u0000', () => tag), file: { name, body }, disallowed };
}

/** Bodies of the inline scripts of a page that would run (for audits and tests). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '', body = '']) => !/\ssrc\s*=/i.test(attributes) && body.trim() !== '' && !JS_TYPE.test(attributes))
    .map(([, , body = '']) => body);
}

/** What hardening an export did: pages rewritten, inline scripts the policy would block, inlined style hashes. */
export interface HardenResult {
  htmlFiles: number;
  moved: number;
  refused: string[];
  /** CSP sources ('sha256-...') of every style block inlined, sorted: the policy's style-src must list them. */
  styleHashes: string[];
}

/**
 * Rewrites every HTML file of an export so its only inline scripts are the allowed ones (moved code goes to
 * _next/static/inline/) and its stylesheets are inlined (see inline-styles.ts).
 */
export function hardenExport(dir: string, allowed: Set<string>, basePath = ''): HardenResult {
  const inlineDir = path.join(dir, '_next/static/inline');
  fs.mkdirSync(inlineDir, { recursive: true });
  const files = fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
  const result: HardenResult = { htmlFiles: files.length, moved: 0, refused: [], styleHashes: [] };
  const css = new Map<string, string | undefined>();
  const readCss = (href: string): string | undefined => {
    if (!css.has(href)) {
      const file = href.startsWith(`${basePath}/_next/static/`) ? path.join(dir, href.slice(basePath.length)) : undefined;
      css.set(href, file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
    }
    return css.get(href);
  };
  const styles = new Set<string>();
  for (const file of files) {
    const page = externalizeInlineScripts(fs.readFileSync(file, 'utf8'), allowed, `${basePath}/_next/static/inline/`);
    for (const body of page.disallowed) result.refused.push(`${path.relative(dir, file)}  inline script not allowed by the Content-Security-Policy: ${body}`);
    const styled = inlineStylesheets(page.html, readCss);
    for (const body of styled.bodies) styles.add(styleHash(body));
    if (page.file) {
      fs.writeFileSync(path.join(inlineDir, page.file.name), page.file.body);
      result.moved++;
    }
    if (page.file || styled.bodies.length) fs.writeFileSync(file, styled.html);
  }
  result.styleHashes = [...styles].sort();
  return result;
}
