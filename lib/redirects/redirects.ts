/**
 * The redirects file (REDIRECTS_FILE, default redirects.txt): one `source destination` per line, `#` comments,
 * `:name` and `:name*` parameters as in the original site's host config. The content check validates it; the build
 * turns exact sources into static pages and every rule into the hosts' own redirect configs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../content/site';
import type { ContentIssue } from '../content/types';
import { siteConfig } from '../site-config';
import { applyRule, isPattern, redirectFor, sourcePattern, type RedirectRule } from './match';

export { isPattern, redirectFor, type RedirectRule } from './match';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:\/\//i;
const display = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/') || file;

/** Reads and parses the redirects file; syntax problems come back as issues naming the line. */
export function readRedirects(file = siteConfig.redirectsFile && path.resolve(siteConfig.redirectsFile)): { rules: RedirectRule[]; issues: ContentIssue[] } {
  if (!file) return { rules: [], issues: [] };
  if (!fs.existsSync(file)) return { rules: [], issues: [{ severity: 'error', code: 'redirect', file: display(file), message: 'redirects file not found (REDIRECTS_FILE)' }] };
  return parseRedirects(fs.readFileSync(file, 'utf8'), display(file));
}

/** Parses redirects text. */
export function parseRedirects(text: string, file: string): { rules: RedirectRule[]; issues: ContentIssue[] } {
  const rules: RedirectRule[] = [];
  const issues: ContentIssue[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!content) return;
    const fields = content.split(/\s+/);
    const error = (message: string) => issues.push({ severity: 'error', code: 'redirect', file, line, message });
    if (fields.length !== 2) return error(`expected "source destination", got ${fields.length} field(s)`);
    const [source, destination] = fields as [string, string];
    if (!source.startsWith('/') || /[?#]/.test(source)) return error(`source "${source}" must be a path starting with "/" (no query or #hash)`);
    if (/\/:[^/]*\*./.test(source)) return error(`source "${source}": a ":name*" parameter must be the last segment`);
    if (!destination.startsWith('/') && !EXTERNAL.test(destination)) return error(`destination "${destination}" must be a route starting with "/" or an absolute URL`);
    rules.push({ source: source.length > 1 ? source.replace(/\/+$/, '') : source, destination, line });
  });
  return { rules, issues };
}

/** Every route the site serves: pages, folder indexes, home, tags and search. */
export function siteRoutes(site: Site): Set<string> {
  return new Set(['/', '/tags', '/search', ...site.pages.map((p) => p.route), ...site.generated.map((g) => g.route), ...[...site.tags.keys()].map((t) => `/tags/${t}`)]);
}

/**
 * The check: a destination must be a route of the site (directly or through other redirects), a chain must end,
 * a source must not be a page (a host would redirect the page away) and must appear once.
 */
export function checkRedirects(rules: RedirectRule[], routes: Set<string>, file = siteConfig.redirectsFile): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const error = (rule: RedirectRule, message: string) => issues.push({ severity: 'error', code: 'redirect', file, line: rule.line, message });
  const seen = new Map<string, RedirectRule>();
  for (const rule of rules) {
    const first = seen.get(rule.source);
    if (first) error(rule, `source ${rule.source} is already redirected on line ${first.line}`);
    else seen.set(rule.source, rule);
    const pattern = sourcePattern(rule.source);
    const shadowed = [...routes].filter((route) => pattern.test(route)).sort();
    if (shadowed.length) error(rule, `source ${rule.source} is also a page (${shadowed.slice(0, 3).join(', ')}${shadowed.length > 3 ? '…' : ''}): a redirect would hide it; remove the redirect or the page`);
  }
  for (const rule of rules) {
    if (EXTERNAL.test(rule.destination)) continue;
    // Follow the chain from the source itself (a pattern: from a sample path it matches).
    const start = rule.source.replace(/\/:[A-Za-z_][A-Za-z0-9_]*\*?/g, (param) => (param.endsWith('*') ? '/x' : '/x'));
    const visited = [start];
    let current: string | null = applyRule(rule, start);
    while (current !== null && !EXTERNAL.test(current)) {
      const target = current.replace(/[?#].*$/, '') || '/';
      if (visited.includes(target)) {
        error(rule, `redirect loop: ${[...visited, target].join(' → ')}`);
        break;
      }
      visited.push(target);
      if (routes.has(target)) break;
      const next = redirectFor(rules, target);
      if (next === null) {
        error(rule, `destination ${rule.destination} is not a page of the site${visited.length > 2 ? ` (reached through ${visited.slice(1, -1).join(' → ')})` : ''}`);
        break;
      }
      current = next;
    }
  }
  return issues;
}

/** Exact sources: each becomes a static page that redirects at once, keeping the #hash. */
export const exactRules = (rules: RedirectRule[]): RedirectRule[] => rules.filter((r) => !isPattern(r.source));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A redirect page: a script (allowed by the CSP as a file) replaces the location keeping the hash; noscript refreshes. */
export function redirectPage(destination: string, basePath = siteConfig.basePath): string {
  const to = EXTERNAL.test(destination) ? destination : `${basePath}${destination}`;
  const href = escapeHtml(to);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Moved</title><meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(EXTERNAL.test(destination) ? destination : `${siteConfig.url}${to}`)}">
<script src="${basePath}/redirect.js" data-to="${href}"></script><noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript></head>
<body><main><h1>Moved</h1><p>This page is now at <a href="${href}">${href}</a>.</p></main></body></html>
`;
}

/** Netlify and Cloudflare Pages `_redirects`: a pattern's `:name*` is a splat, its bare prefix a line of its own. */
export function renderRedirectsFile(rules: RedirectRule[], basePath = ''): string {
  const lines = ['# Generated by the build from the redirects file: do not edit.'];
  for (const rule of rules) {
    const to = (EXTERNAL.test(rule.destination) ? rule.destination : `${basePath}${rule.destination}`).replace(/:[A-Za-z_][A-Za-z0-9_]*\*/g, ':splat');
    const star = /\/:[A-Za-z_][A-Za-z0-9_]*\*$/.exec(rule.source);
    if (star) {
      const prefix = rule.source.slice(0, star.index);
      lines.push(`${basePath}${prefix || '/'} ${to.replace(/\/?:splat/, '')} 301`, `${basePath}${prefix}/* ${to} 301`);
    } else lines.push(`${basePath}${rule.source} ${to} 301`);
  }
  return `${lines.join('\n')}\n`;
}

/** Vercel `redirects` entries (Vercel reads `:name*` itself). */
export const vercelRedirects = (rules: RedirectRule[]) => rules.map((r) => ({ source: r.source, destination: r.destination, permanent: true }));

/** nginx `location` blocks: exact sources as `=` locations, patterns as regular expressions. */
export function nginxRedirects(rules: RedirectRule[]): string {
  return rules
    .map((rule) => {
      if (!isPattern(rule.source)) return `location = ${rule.source} { return 301 ${rule.destination}; }`;
      const names: string[] = [];
      const regex = sourcePattern(rule.source).source.replace(/\?<([A-Za-z_][A-Za-z0-9_]*)>/g, (_, name: string) => (names.push(name), ''));
      const to = rule.destination.replace(/:([A-Za-z_][A-Za-z0-9_]*)\*?/g, (whole, name: string) => (names.includes(name) ? `$${names.indexOf(name) + 1}` : whole));
      return `location ~ "${regex.replace(/\\\//g, '/')}" { return 301 ${to}; }`;
    })
    .join('\n');
}

/** Everything wrong with the redirects file for this site (the content check runs it). */
export function redirectIssues(site: Site, file = siteConfig.redirectsFile && path.resolve(siteConfig.redirectsFile)): ContentIssue[] {
  const { rules, issues } = readRedirects(file);
  return [...issues, ...checkRedirects(rules, siteRoutes(site), file ? display(file) : '')];
}
