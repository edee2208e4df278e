import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from './server';

/** File that tells test files where the built site is served (one per checkout: worktrees may run tests at once). */
export const SERVER_INFO = path.join(os.tmpdir(), `kadena-docs-e2e-${process.getuid?.() ?? 0}-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}.json`);

/** Serves the production build (out/) on loopback for every browser test. */
export default async function globalSetup() {
  const server = await serveStatic(path.resolve('out'));
  fs.writeFileSync(SERVER_INFO, JSON.stringify({ url: server.url, pid: server.process.pid }));
  (globalThis as { __E2E_SERVER__?: () => void }).__E2E_SERVER__ = server.stop;
}
