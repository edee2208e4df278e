/** The messages of an error and each of its causes, outermost first (cycles and depth are bounded). */
export function errorChain(error: unknown, limit = 10): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < limit) {
    seen.add(current);
    if (current instanceof Error) {
      messages.push(current.message || current.name);
      current = current.cause;
    } else {
      messages.push(String(current));
      current = undefined;
    }
  }
  return messages;
}

const CHUNK_FAILURE = /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** True when an error (or one of its causes) says a code chunk could not be downloaded, which a retry can fix. */
export function isChunkLoadError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (CHUNK_FAILURE.test(current.name) || CHUNK_FAILURE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
