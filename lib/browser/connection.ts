/** The parts of the Network Information API that decide whether to prefetch. */
export interface ConnectionInfo {
  /** The reader asked the browser to save data. */
  saveData?: boolean;
  /** "slow-2g", "2g", "3g" or "4g". */
  effectiveType?: string;
}

/** False on a data-saving or 2g connection, where prefetching spends the reader's data on pages they may not open. */
export function prefetchAllowed(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The browser's connection information, when it offers any. */
export function currentConnection(): ConnectionInfo | undefined {
  try {
    return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  } catch {
    return undefined;
  }
}
