import { checkHeapOptions, heapSetting, nodeOptions, workerHeapMb } from './processes';

describe('the build processes’ settings', () => {
  it('reads a heap size in whole megabytes, and names the variable and the fix otherwise', () => {
    expect(heapSetting('DOCS_BUILD_HEAP_MB', '')).toBeUndefined();
    expect(heapSetting('DOCS_BUILD_HEAP_MB', '2048')).toBe(2048);
    expect(heapSetting('DOCS_BUILD_HEAP_MB', '2 GB')).toEqual({ error: 'DOCS_BUILD_HEAP_MB=2 GB is not a heap size: set a whole number of megabytes, e.g. DOCS_BUILD_HEAP_MB=2048, or unset it.' });
    expect(heapSetting('DOCS_CHECK_HEAP_MB', '0')).toHaveProperty('error');
  });

  it('gives render workers 1 GB, more for large sites, and leaves the check uncapped below 8 MB of markdown', () => {
    expect(workerHeapMb(2)).toBe(1024);
    expect(workerHeapMb(20)).toBe(1792);
    expect(workerHeapMb(20, 600)).toBe(600);
    expect(checkHeapOptions(7.9)).toEqual([]);
    expect(checkHeapOptions(60)).toEqual(['--max-old-space-size=1216']);
    expect(checkHeapOptions(1, 512)).toEqual(['--max-old-space-size=512']);
  });

  it('keeps the node options the build was started with, before its own', () => {
    expect(nodeOptions('--inspect', '--max-old-space-size=1024')).toBe('--inspect --max-semi-space-size=32 --max-old-space-size=1024');
    expect(nodeOptions('')).toBe('--max-semi-space-size=32');
  });
});
