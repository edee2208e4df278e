import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under a folder, relative to it (platform separators), sorted; none when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The one way the build hashes files (the code fingerprint, a Docusaurus static/ folder, the output's stamp):
 * each file's path relative to `root` (posix), then either its bytes (`content`) or its size and modification time
 * in whole seconds, which a CI cache restored by tar keeps (`stat`: cheap, for a folder of thousands of files).
 * `onContent` sees each file's bytes as they are hashed.
 */
export function hashFiles(root: string, files: string[], by: 'content' | 'stat', onContent?: (file: string, bytes: Buffer) => void): Hash {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    const name = file.split(path.sep).join('/');
    if (by === 'stat') {
      const stat = fs.statSync(full);
      hash.update(`${name}\0${stat.size}\0${Math.floor(stat.mtimeMs / 1000)}\n`);
      continue;
    }
    const bytes = fs.readFileSync(full);
    hash.update(name).update('\0').update(bytes).update('\0');
    onContent?.(file, bytes);
  }
  return hash;
}
