import { prefetchAllowed } from './connection';

describe('prefetchAllowed', () => {
  it('prefetches when the browser says nothing, and on 3g and 4g', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
  });
  it('skips on data saving and on 2g or slow-2g', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
