import { errorChain, isChunkLoadError } from './errors';

describe('errorChain', () => {
  it('lists the message and then each cause, including a non-Error cause', () => {
    const error = new Error('render failed', { cause: new Error('fetch failed', { cause: 'socket closed' }) });
    expect(errorChain(error)).toEqual(['render failed', 'fetch failed', 'socket closed']);
  });
  it('stops at a cycle and at the depth limit', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorChain(a)).toEqual(['a', 'b']);
    let deep: Error = new Error('0');
    for (let i = 1; i < 30; i++) deep = new Error(String(i), { cause: deep });
    expect(errorChain(deep, 5)).toHaveLength(5);
  });
});

describe('isChunkLoadError', () => {
  it('recognises chunk download failures from Turbopack, webpack and native import(), also as a cause', () => {
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('wrapper', { cause: new Error('Loading CSS chunk 7 failed') }))).toBe(true);
  });
  it('treats other errors as crashes', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to load chunk')).toBe(false);
  });
});
