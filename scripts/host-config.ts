/**
 * Host configuration for the static export: `npm run headers` writes vercel.json, public/_headers and
 * docs/deploy/nginx.conf from one policy; the build writes out/_headers from the same policy for its own
 * environment. A unit test fails when the committed files no longer match (e.g. the theme script changed).
 *
 * The stylesheets the build inlines are allowed by hash; their hashes are kept in lib/deploy/inline-styles.json.
 * With an out/ folder present, `npm run headers` first reads them from its pages, so after a CSS change: build, run
 * `npm run headers`, commit (a browser test fails while the committed list and the build differ).
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostedSearchEnabled, siteConfig } from '../lib/site-config';
import { renderHeadersFile, renderNginx, renderVercelJson, type PolicyOptions } from '../lib/deploy/host-config';
import { inlinedStyles, styleHash } from '../lib/next-contract/inline-styles';
import { themeScript } from '../components/shell/theme-script';
import { nginxRedirects, readRedirects, vercelRedirects } from '../lib/redirects/redirects';

/** The inline scripts the layout renders on purpose; each is allowed by its sha256 hash. */
export const INLINE_SCRIPTS: string[] = [themeScript];

/** Where the hashes of the inlined stylesheets are committed. */
export const INLINE_STYLES_FILE = 'lib/deploy/inline-styles.json';

/** The committed hashes of the stylesheets the build inlines. */
export const committedStyleHashes = (): string[] => (JSON.parse(fs.readFileSync(INLINE_STYLES_FILE, 'utf8')) as { hashes: string[] }).hashes;

/** The hashes of every style block inlined into the pages of a built folder, sorted. */
export function builtStyleHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    for (const body of inlinedStyles(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))) hashes.add(styleHash(body));
  }
  return [...hashes].sort();
}

/** The policy for the current environment (Algolia and analytics hosts only when configured). */
export const policyOptions = (): PolicyOptions => ({
  inlineScripts: INLINE_SCRIPTS,
  inlineStyles: committedStyleHashes(),
  algolia: hostedSearchEnabled(),
  analytics: Boolean(siteConfig.analyticsId),
  basePath: siteConfig.basePath,
});

/**
 * The committed host files and their expected contents for a policy, with the redirects file's rules (Vercel reads
 * `:name*` itself; nginx gets locations). Netlify and Cloudflare get out/_redirects from the build.
 */
export const hostFiles = (options: PolicyOptions): Record<string, string> => {
  const { rules } = readRedirects();
  const vercel = JSON.parse(renderVercelJson(options)) as Record<string, unknown>;
  const nginx = rules.length ? `${renderNginx(options)}\n# Redirects (from ${siteConfig.redirectsFile}; the hash of the address is kept by the browser)\n${nginxRedirects(rules)}\n` : renderNginx(options);
  return {
    'vercel.json': `${JSON.stringify({ ...vercel, ...(rules.length ? { redirects: vercelRedirects(rules) } : {}) }, null, 2)}\n`,
    'public/_headers': renderHeadersFile(options),
    'docs/deploy/nginx.conf': nginx,
  };
};

if (process.argv.includes('--write')) {
  if (fs.existsSync('out/index.html')) {
    fs.writeFileSync(INLINE_STYLES_FILE, `${JSON.stringify({ hashes: builtStyleHashes('out') }, null, 2)}\n`);
    console.log(`wrote ${INLINE_STYLES_FILE} from out/`);
  } else console.warn(`no out/ folder: ${INLINE_STYLES_FILE} kept as it is (build first to refresh it)`);
  for (const [file, text] of Object.entries(hostFiles(policyOptions()))) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
