/** Local storage that never throws (private mode, disabled storage, quota): reads give null, writes are dropped. */
export const safeStorage = {
  /** Reads a key, or null when storage is unavailable. */
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** Writes a key; returns false when storage refused it. */
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  /** Removes a key if storage is available. */
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  },
  /** Reads a JSON value, falling back when absent or malformed. */
  getJson<T>(key: string, fallback: T): T {
    const raw = safeStorage.get(key);
    if (raw === null) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },
};
