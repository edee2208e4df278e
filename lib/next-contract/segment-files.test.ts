import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeSegmentPrefetchFiles } from './segment-files';

describe('removeSegmentPrefetchFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'segments-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text = 'x') => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const files = () => (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/')).sort();

  it('removes every per-segment file and the folders they alone filled, and keeps pages, payloads and folders with pages', () => {
    write('index.html');
    write('index.txt');
    write('__next._tree.txt', 'tree');
    write('guide.html');
    write('guide.txt');
    write('guide/__next._full.txt', 'full');
    write('guide/__next.$oc$slug.__PAGE__.txt', 'page');
    write('guide/child.html');
    write('guide/child/__next._head.txt', 'head');
    write('_next/static/chunks/a.js');
    expect(removeSegmentPrefetchFiles(dir)).toEqual({ files: 4, bytes: 'tree'.length + 'full'.length + 'page'.length + 'head'.length });
    expect(files()).toEqual(['_next', '_next/static', '_next/static/chunks', '_next/static/chunks/a.js', 'guide', 'guide.html', 'guide.txt', 'guide/child.html', 'index.html', 'index.txt']);
  });
});
