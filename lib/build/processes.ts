import { spawn, type ChildProcess } from 'node:child_process';

/** A heap size from the environment, in MB: undefined when unset, an error message when it is not a whole number. */
export function heapSetting(name: string, value: string): number | undefined | { error: string } {
  if (!value) return undefined;
  if (!/^[1-9]\d*$/.test(value)) return { error: `${name}=${value} is not a heap size: set a whole number of megabytes, e.g. ${name}=2048, or unset it.` };
  return Number(value);
}

/**
 * Heap per static worker thread. The 1,000-page benchmark corpus has a live heap of about 150 MB; at 512 MB the
 * workers spend a second more collecting garbage, at 1 GB the build's peak stays where the compile step puts it.
 * Plus 64 MB per MB of content for larger sites; DOCS_BUILD_HEAP_MB overrides it.
 */
export const workerHeapMb = (contentMb: number, setting?: number): number => setting ?? Math.max(1024, Math.ceil(512 + 64 * contentMb));

/**
 * Heap cap of the content check, for larger sites. Its live heap is small (about 9 MB per MB of markdown: 146 MB at
 * 5,000 synthetic pages, 526 MB at 20,000, after a forced collection), but with no cap V8 lets garbage pile up to
 * several times that: the check alone reached 2.5 GB at 20,000 pages, beside `next build`. Capped at the larger of
 * 1 GB and 256 MB plus 16 MB per MB of markdown (1,240 MB at 20,000 pages), it peaks at 1.2 GB there, for 13% more
 * of its CPU; at 5,000 pages the build's peak falls by 200 to 290 MB for no more time (docs/build-performance.md,
 * "Where the memory goes"). Below 8 MB of markdown (about 2,500 pages) the check stays under 500 MB anyway, and is
 * left uncapped. DOCS_CHECK_HEAP_MB overrides it.
 */
export function checkHeapOptions(contentMb: number, setting?: number): string[] {
  const megabytes = setting ?? (contentMb < 8 ? undefined : Math.max(1024, Math.ceil(256 + 16 * contentMb)));
  return megabytes === undefined ? [] : [`--max-old-space-size=${megabytes}`];
}

/**
 * Node options for the build's children. Rendering and parsing allocate many short-lived objects: a 32 MB young
 * generation (16 MB by default) collects them with fewer, cheaper scavenges, 1.4 s off a 35 s 1,000-page build
 * (medians of 3) for about 20 MB more at the peak.
 */
export const nodeOptions = (inherited: string, ...extra: string[]): string => [inherited, '--max-semi-space-size=32', ...extra].join(' ').trim();

/** The child processes of one build: each in its own process group, so stopping one stops what it started. */
export class BuildProcesses {
  private readonly running = new Map<ChildProcess, Promise<number>>();

  /** Runs node with these arguments; resolves with the exit status. `onMessage`: messages over IPC. */
  run(args: string[], env: NodeJS.ProcessEnv, onMessage?: (message: unknown) => void): Promise<number> {
    const child = spawn(process.execPath, args, { stdio: onMessage ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit', env, detached: true });
    if (onMessage) child.on('message', onMessage);
    const exited = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
    this.running.set(child, exited);
    void exited.then(() => this.running.delete(child));
    return exited;
  }

  /** Stops every child still running (SIGTERM, then SIGKILL after 5 s) and waits for them. */
  async stopAll(): Promise<void> {
    await Promise.all(
      [...this.running].map(async ([child, exited]) => {
        const signal = (name: NodeJS.Signals) => {
          try {
            process.kill(-child.pid!, name);
          } catch {
            /* already gone */
          }
        };
        signal('SIGTERM');
        const killer = setTimeout(() => signal('SIGKILL'), 5000);
        await exited;
        clearTimeout(killer);
      }),
    );
  }
}
