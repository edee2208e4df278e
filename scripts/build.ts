/**
 * `npm run build`: checks content first (errors stop here with file:line), then runs `next build`.
 * A failed build leaves no out/ behind that could pass for a good one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { configLinks } from '../lib/content/config-links';
import { checkLinks } from '../lib/content/links';
import { printIssues } from '../lib/content/report';
import { contentDir, loadSite } from '../lib/content/site';
import { SITE_CACHE_ENV, writeSiteSnapshot } from '../lib/content/site-cache';

const started = performance.now();
fs.rmSync('out', { recursive: true, force: true });
const site = loadSite(contentDir(), { includeDrafts: false });
const errors = printIssues([...site.issues, ...checkLinks(site, undefined, configLinks())]);
if (errors) {
  console.error(`\nBuild stopped: ${errors} content error${errors === 1 ? '' : 's'} (fix them and run the build again).`);
  process.exit(1);
}
console.log(`content ok: ${site.pages.length} pages, ${site.generated.length} generated indexes (${Math.round(performance.now() - started)} ms)`);
// Next's workers read this snapshot instead of parsing every page again.
const snapshot = path.resolve('node_modules/.cache/kadena-docs', `site-${process.pid}.json`);
writeSiteSnapshot(site, snapshot);
const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', [SITE_CACHE_ENV]: snapshot },
});
fs.rmSync(snapshot, { force: true });
if (result.status !== 0) {
  fs.rmSync('out', { recursive: true, force: true });
  console.error('\nBuild failed: out/ was removed so no partial site can be deployed.');
  process.exit(result.status ?? 1);
}
