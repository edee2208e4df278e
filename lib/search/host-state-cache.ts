/** How long a host that failed is skipped before the client tries it again (spec: 2 minutes). */
export const HOST_RETRY_AFTER_MS = 2 * 60 * 1000;

type HostStatus = 'up' | 'down' | 'timed out';
interface HostKey {
  url: string;
  port?: number;
  protocol?: string;
}
interface StatefulHost extends HostKey {
  status: HostStatus;
  lastUpdate: number;
  isUp(): boolean;
  isTimedOut(): boolean;
}

/**
 * The host cache algoliasearch's retry strategy reads and writes. Its default cache keys entries by the
 * whole host object, so the "down" entry (written under the stateful host) is never read back and a failed
 * host is called again at once; this one keys by protocol, host and port and keeps the status for 2 minutes.
 */
export function createHostStateCache() {
  const states = new Map<string, { status: HostStatus; lastUpdate: number }>();
  const keyOf = (host: HostKey) => `${host.protocol ?? 'https'}://${host.url}:${host.port ?? ''}`;
  const restore = <H extends HostKey>(host: H, state: { status: HostStatus; lastUpdate: number }): H & StatefulHost => ({
    ...host,
    ...state,
    isUp: () => state.status === 'up' || Date.now() - state.lastUpdate > HOST_RETRY_AFTER_MS,
    isTimedOut: () => state.status === 'timed out' && Date.now() - state.lastUpdate <= HOST_RETRY_AFTER_MS,
  });
  return {
    get<T>(key: HostKey, defaultValue: () => Promise<T>, events: { miss: (value: T) => Promise<unknown> } = { miss: () => Promise.resolve() }): Promise<T> {
      const state = states.get(keyOf(key));
      if (state) return Promise.resolve(restore(key, state) as unknown as T);
      const value = defaultValue();
      return value.then((v) => events.miss(v)).then(() => value);
    },
    set<T>(key: HostKey, value: T): Promise<T> {
      const host = value as unknown as StatefulHost;
      states.set(keyOf(key), { status: host.status, lastUpdate: host.lastUpdate });
      return Promise.resolve(value);
    },
    delete(key: HostKey): Promise<void> {
      states.delete(keyOf(key));
      return Promise.resolve();
    },
    clear(): Promise<void> {
      states.clear();
      return Promise.resolve();
    },
  };
}
