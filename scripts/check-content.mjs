#!/usr/bin/env node
// Writers' check: `node scripts/check-content.mjs content/FOLDER` runs the content check for one folder
// and compares titles with the inventory. It wraps `npm run check` so writers need no flags.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const folder = (process.argv[2] ?? 'content').replace(/\/$/, '');
const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/check.ts', folder, '--pending-ok'], { stdio: 'inherit' });
const inventory = path.resolve('../shared/inventory/pages.tsv');
let titleErrors = 0;
if (fs.existsSync(inventory)) {
  const rows = fs.readFileSync(inventory, 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
  for (const [route, title] of rows) {
    const base = path.join('content', route);
    const file = [`${base}.md`, `${base}.mdx`, `${base}/index.md`, `${base}/index.mdx`].find((f) => fs.existsSync(f));
    if (!file || !file.startsWith(folder)) continue;
    const match = /^title:\s*(.*)$/m.exec(fs.readFileSync(file, 'utf8'));
    const actual = match ? match[1].trim().replace(/^(['"])(.*)\1$/, '$2') : '';
    if (actual !== title) { console.error(`${file}:1  title is "${actual}", inventory says "${title}"`); titleErrors++; }
  }
}
process.exit(result.status || (titleErrors ? 1 : 0));
