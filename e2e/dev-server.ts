import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './server';

/** A running `next dev` on loopback. */
export interface DevServer {
  url: string;
  process: ChildProcess;
  /** Everything the server printed (its terminal). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `next dev` on 127.0.0.1 with its own dist folder (so it never touches a build's .next) and resolves once
 * it listens. `env` adds variables (CONTENT_DIR for a fixture folder).
 */
export async function startDevServer(options: { distDir: string; env?: Record<string, string> }): Promise<DevServer> {
  const port = await freePort();
  // next dev adds its dist folder's type paths to tsconfig.json; the file is put back when the server stops.
  const tsconfig = fs.readFileSync('tsconfig.json', 'utf8');
  const child = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'dev', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: options.distDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    fs.writeFileSync('tsconfig.json', tsconfig);
  };
  const deadline = Date.now() + 120_000;
  while (!/Ready in|Local:/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`next dev did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, process: child, output: () => output, stop };
}

/** Fetches a page and says how long it took (seconds) and what it said. */
export async function timedGet(url: string): Promise<{ seconds: number; status: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  return { seconds: (performance.now() - started) / 1000, status: response.status, text };
}
