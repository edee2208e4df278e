import fs from 'node:fs';
import path from 'node:path';

/** Every file of an output folder, relative path to bytes, in path order. */
export const filesOf = (dir: string): Map<string, Buffer> =>
  new Map(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name))] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/** A page without its payload block, whose rows React numbers in the order they finish (not the same in two renders). */
export const withoutPayload = (html: Buffer): string => html.toString('utf8').replace(/<script type="text\/x-component" id="__next-payload">[\s\S]*?<\/script>/, '');
