/**
 * Host configuration for the static export: `npm run headers` writes vercel.json, public/_headers and
 * docs/deploy/nginx.conf from one policy; the build writes out/_headers from the same policy for its own
 * environment. A unit test fails when the committed files no longer match (e.g. the theme script changed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostedSearchEnabled, siteConfig } from '../lib/site-config';
import { renderHeadersFile, renderNginx, renderVercelJson, type PolicyOptions } from '../lib/deploy/host-config';
import { themeScript } from '../components/shell/theme-script';
import { nginxRedirects, readRedirects, vercelRedirects } from '../lib/redirects/redirects';

/** The inline scripts the layout renders on purpose; each is allowed by its sha256 hash. */
export const INLINE_SCRIPTS: string[] = [themeScript];

/** The policy for the current environment (Algolia and analytics hosts only when configured). */
export const policyOptions = (): PolicyOptions => ({
  inlineScripts: INLINE_SCRIPTS,
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
  for (const [file, text] of Object.entries(hostFiles(policyOptions()))) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
