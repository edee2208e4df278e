/**
 * `npm run build`: checks content first (errors stop here with file:line), then runs `next build`.
 * A failed build leaves no out/ behind that could pass for a good one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { configLinks } from '../lib/content/config-links';
import { checkLinks } from '../lib/content/links';
import { printIssues } from '../lib/content/report';
import { contentDir, loadSite } from '../lib/content/site';

const started = performance.now();
fs.rmSync('out', { recursive: true, force: true });
const site = loadSite(contentDir(), { includeDrafts: false });
const errors = printIssues([...site.issues, ...checkLinks(site, undefined, configLinks())]);
if (errors) {
  console.error(`\nBuild stopped: ${errors} content error${errors === 1 ? '' : 's'} (fix them and run the build again).`);
  process.exit(1);
}
console.log(`content ok: ${site.pages.length} pages, ${site.generated.length} generated indexes (${Math.round(performance.now() - started)} ms)`);
const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) {
  fs.rmSync('out', { recursive: true, force: true });
  console.error('\nBuild failed: out/ was removed so no partial site can be deployed.');
  process.exit(result.status ?? 1);
}
