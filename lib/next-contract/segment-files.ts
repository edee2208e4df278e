import fs from 'node:fs';
import path from 'node:path';

/** Next's per-segment prefetch files: `<route>/__next.<segment path>.txt`, six a page (`__next.*.txt` at the root for `/`). */
const SEGMENT_FILE = /^__next\..+\.txt$/;

/**
 * Removes the per-segment prefetch files of an export, and the folders left empty. Next writes six a page for its
 * segment prefetch cache; this site never uses it: its links do not prefetch, and prefetch on intent fetches the
 * page itself, whose HTML carries the payload client navigation reads (lib/next-contract/payload-prefetch.ts).
 * Returns how many files and bytes went.
 */
export function removeSegmentPrefetchFiles(dir: string): { files: number; bytes: number } {
  const removed = { files: 0, bytes: 0 };
  const folders = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !SEGMENT_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    removed.bytes += fs.statSync(file).size;
    fs.unlinkSync(file);
    removed.files++;
    if (path.resolve(entry.parentPath) !== path.resolve(dir)) folders.add(entry.parentPath);
  }
  // Deepest first, so a folder whose only content was an emptied folder goes too.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    try {
      fs.rmdirSync(folder);
    } catch {
      // Not empty: the folder also holds pages below this route.
    }
  }
  return removed;
}
