import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves a static folder with clean URLs on 127.0.0.1 (the way a static host serves out/). `config` names the
 * serve.json to use; `requireIndex: false` allows a folder with no root page (a host where the site sits deeper).
 */
export async function serveStatic(dir: string, options: { config?: string; requireIndex?: boolean } = {}): Promise<{ url: string; process: ChildProcess; stop: () => void }> {
  if (options.requireIndex !== false && !fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing: run "npm run build" first`);
  const chosen = await freePort();
  const config = path.resolve(options.config ?? 'serve.json');
  const child = spawn(process.execPath, [path.resolve('node_modules/serve/build/main.js'), dir, '--no-clipboard', '--no-port-switching', '--config', config, '-l', `tcp://127.0.0.1:${chosen}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${url}/`);
      return { url, process: child, stop: () => child.kill() };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`static server did not start on ${url}`);
}
