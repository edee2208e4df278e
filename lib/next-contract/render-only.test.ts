import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routesToRender } from './render-only';

describe('the routes an incremental build renders', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-only-'));
  const list = (routes: string[]) => {
    const file = path.join(dir, `${routes.length}.json`);
    fs.writeFileSync(file, JSON.stringify(routes));
    return file;
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('renders every route when the build names none', () => {
    expect(routesToRender(['/', '/a', '/b'], '')).toEqual(['/', '/a', '/b']);
  });

  it('renders only the named routes of this dynamic route, in its order', () => {
    expect(routesToRender(['/', '/a', '/b', '/c'], list(['/c', '/a', '/tags/x']))).toEqual(['/a', '/c']);
  });

  it('renders the first route when the list names none of them (Next refuses a dynamic route with no page)', () => {
    expect(routesToRender(['/tags/a', '/tags/b'], list(['/']))).toEqual(['/tags/a']);
    expect(routesToRender([], list(['/']))).toEqual([]);
  });
});
