/**
 * `npm run build`: checks content (errors stop here with file:line:col), runs `next build` into a temporary
 * folder, hardens the export for the Content-Security-Policy, and only then moves it to out/ (or OUT_DIR).
 * A failed build exits non-zero and leaves no out/ behind that could pass for a good one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { renderHeadersFile, scriptHash } from '../lib/content/host-config';
import { hardenExport } from '../lib/content/inline-scripts';
import { SITE_CACHE_ENV } from '../lib/content/site-cache';
import { policyOptions } from './host-config';

const started = performance.now();
const outDir = path.resolve(process.env.OUT_DIR || 'out');
// Next.js wants its distDir inside the project; the name matches .gitignore and the lint ignores.
const tempName = `out.tmp-${process.pid}`;
const tempDir = path.resolve(tempName);

function fail(message: string, status = 1): never {
  fs.rmSync(tempDir, { recursive: true, force: true });
  for (const file of [`site-${process.pid}.json`, `site-${process.pid}.json.routes.json`]) fs.rmSync(path.resolve('node_modules/.cache/kadena-docs', file), { force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  console.error(`\n${message}\nBuild failed: ${path.relative(process.cwd(), outDir) || outDir}/ was removed so no partial or stale site can be deployed.`);
  process.exit(status);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => fail(`Interrupted by ${signal}.`, 130));

// The check runs in its own process: it prints every problem with file:line:col and, when there is none,
// writes the loaded site for Next's workers, so this process never holds the parsed content.
const snapshot = path.resolve('node_modules/.cache/kadena-docs', `site-${process.pid}.json`);
const check = spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve('scripts/check.ts'), '--snapshot', snapshot], { stdio: 'inherit' });
if (check.status !== 0) fail('Build stopped by content errors (fix them and run the build again).');
const routes = JSON.parse(fs.readFileSync(`${snapshot}.routes.json`, 'utf8')) as string[];
console.log(`content ok (${Math.round(performance.now() - started)} ms)`);

const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: tempName, [SITE_CACHE_ENV]: snapshot },
});
fs.rmSync(snapshot, { force: true });
fs.rmSync(`${snapshot}.routes.json`, { force: true });
if (result.status !== 0) fail(`next build exited with ${result.status ?? result.signal}.`, result.status ?? 1);

const options = policyOptions();
const allowed = new Set(options.inlineScripts.map(scriptHash));
const { htmlFiles, moved, refused } = hardenExport(tempDir, allowed, options.basePath);
if (refused.length) {
  console.error(refused.join('\n'));
  fail(`${refused.length} inline script(s) would be blocked by the CSP: add their body to the inline scripts in scripts/host-config.ts (allowed by hash) or load them from a file.`);
}
fs.writeFileSync(path.join(tempDir, '_headers'), renderHeadersFile(options));
for (const required of ['index.html', '404.html']) if (!fs.existsSync(path.join(tempDir, required))) fail(`the export has no ${required}.`);
const missing = routes.filter((route) => route !== '/' && !fs.existsSync(path.join(tempDir, `${decodeURI(route)}.html`)));
if (missing.length) fail(`the export is missing ${missing.length} page(s), e.g. ${missing[0]}.`);

fs.rmSync(outDir, { recursive: true, force: true });
try {
  fs.renameSync(tempDir, outDir);
} catch {
  fs.cpSync(tempDir, outDir, { recursive: true });
  fs.rmSync(tempDir, { recursive: true, force: true });
}
console.log(`built ${htmlFiles} HTML files into ${path.relative(process.cwd(), outDir) || outDir}/ (inline framework scripts moved to files in ${moved}; CSP headers in _headers) in ${Math.round((performance.now() - started) / 1000)} s`);
