/**
 * `npm run bench:dev`: the dev server on the full content, as an author meets it. Prints the seconds from starting
 * `next dev` to the first page, the median and max of 10 warm requests alternating over two doc pages, and the
 * seconds from saving an edit to a page until a request shows it (median of 3 edits). The edited file is restored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDevServer, timedGet } from '../e2e/dev-server';

const PAGES = ['/smart-contracts/capabilities', '/guides/chainweaver'];
const EDITED = { route: PAGES[0]!, file: path.resolve('content/smart-contracts/capabilities.md') };
const DIST = '.next-bench-dev';
/** How long to wait for an edit to show before giving up on it. */
const EDIT_TIMEOUT_MS = 300_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const s = (seconds: number) => `${seconds.toFixed(2)} s`;

const original = fs.readFileSync(EDITED.file, 'utf8');
const restore = () => fs.writeFileSync(EDITED.file, original);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (restore(), process.exit(130)));

fs.rmSync(DIST, { recursive: true, force: true });
console.log(`bench:dev on ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const started = performance.now();
const server = await startDevServer({ distDir: DIST });
try {
  const first = await timedGet(`${server.url}${PAGES[0]}`);
  if (first.status !== 200) throw new Error(`first page answered ${first.status}`);
  const firstPage = (performance.now() - started) / 1000;
  console.log(`first page after starting next dev: ${s(firstPage)}`);
  // The second page's route compiles once too; then every request is warm.
  await timedGet(`${server.url}${PAGES[1]}`);
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) {
    const { seconds, status } = await timedGet(`${server.url}${PAGES[i % 2]}`);
    if (status !== 200) throw new Error(`${PAGES[i % 2]} answered ${status}`);
    warm.push(seconds);
  }
  console.log(`warm requests (10 over ${PAGES.join(' and ')}): median ${s(median(warm))}, max ${s(Math.max(...warm))} (${warm.map((w) => w.toFixed(2)).join(', ')})`);
  const edits: number[] = [];
  for (let i = 0; i < 3; i++) {
    // Plain words: a colon would start a text directive (":dev") and split the text in the HTML.
    const marker = `Edited by the dev benchmark ${Date.now()} ${i}`;
    const saved = performance.now();
    fs.writeFileSync(EDITED.file, `${original}\n\n${marker}\n`);
    let shown = false;
    while (!shown && performance.now() - saved < EDIT_TIMEOUT_MS) shown = (await timedGet(`${server.url}${EDITED.route}`)).text.includes(marker);
    if (!shown) {
      console.log(`edit ${i + 1}: not visible after ${EDIT_TIMEOUT_MS / 1000} s`);
      break;
    }
    edits.push((performance.now() - saved) / 1000);
    console.log(`edit ${i + 1}: visible after ${s(edits.at(-1)!)}`);
  }
  restore();
  if (edits.length) console.log(`edit saved to visible on reload (3 edits): median ${s(median(edits))}, max ${s(Math.max(...edits))} (${edits.map(s).join(', ')})`);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  restore();
  await server.stop();
  fs.rmSync(DIST, { recursive: true, force: true });
}
process.exit(0);
