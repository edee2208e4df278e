/** @jest-environment jsdom */
import { safeStorage } from './storage';

const blockStorage = () =>
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('safeStorage', () => {
  it('reads back what it wrote, and JSON with a fallback for malformed values', () => {
    expect(safeStorage.set('theme', 'dark')).toBe(true);
    expect(safeStorage.get('theme')).toBe('dark');
    window.localStorage.setItem('list', '{not json');
    expect(safeStorage.getJson('list', ['fallback'])).toEqual(['fallback']);
    safeStorage.set('list', JSON.stringify(['a']));
    expect(safeStorage.getJson('list', [])).toEqual(['a']);
    safeStorage.remove('theme');
    expect(safeStorage.get('theme')).toBeNull();
  });

  it('never throws when local storage is blocked: reads give null, writes report false', () => {
    blockStorage();
    expect(safeStorage.get('theme')).toBeNull();
    expect(safeStorage.set('theme', 'dark')).toBe(false);
    expect(() => safeStorage.remove('theme')).not.toThrow();
    expect(safeStorage.getJson('recent', [])).toEqual([]);
  });

  it('reports a full quota as a refused write', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(safeStorage.set('theme', 'dark')).toBe(false);
  });
});
