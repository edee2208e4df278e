/** @jest-environment jsdom */
import { bootScript } from '@/components/shell/theme-script';

const config = { themeKey: 'theme', announcementKey: 'announcement-dismissed:a1', bannerId: 'banner', basePath: '' };
const root = document.documentElement;
const setDarkSystem = (dark: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: dark && query.includes('dark'), media: query })) as unknown as typeof window.matchMedia;
};
/** Runs the exact text the page inlines. */
const runSerialised = (overrides: Partial<typeof config> = {}) => new Function(bootScript({ ...config, ...overrides }))();

beforeEach(() => {
  window.localStorage.clear();
  root.removeAttribute('data-theme');
  root.removeAttribute('data-announcement-dismissed');
  root.removeAttribute('data-base-url-issue');
  setDarkSystem(false);
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.restoreAllMocks());

describe('boot script', () => {
  it('is light by default, follows a dark system preference, and a stored choice beats the system', () => {
    runSerialised();
    expect(root.getAttribute('data-theme')).toBe('light');
    setDarkSystem(true);
    runSerialised();
    expect(root.getAttribute('data-theme')).toBe('dark');
    window.localStorage.setItem('theme', 'light');
    runSerialised();
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it('is the function alone: the file\'s explanatory comments are not sent in every page', () => {
    expect(bootScript(config).startsWith('(function (config) {')).toBe(true);
    expect(bootScript(config)).not.toContain('Runs inline in <head>');
    expect(bootScript(config)).not.toContain('eslint-disable');
  });

  it('ignores a stored value that is not a colour mode', () => {
    window.localStorage.setItem('theme', 'purple');
    runSerialised();
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it('hides the announcement only when this announcement id was dismissed', () => {
    window.localStorage.setItem('announcement-dismissed:older', 'true');
    runSerialised();
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(false);
    window.localStorage.setItem('announcement-dismissed:a1', 'true');
    runSerialised();
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(true);
  });

  it('still applies a theme when local storage throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setDarkSystem(true);
    expect(() => runSerialised()).not.toThrow();
    expect(root.getAttribute('data-theme')).toBe('dark');
  });

  it.each([
    ['/guides/intro.html?x=1#a', '/guides/intro?x=1#a'],
    ['/guides/index.html', '/guides'],
    ['/index.html', '/'],
    ['/pr-123/index.html', '/pr-123'],
    ['/guides/intro', '/guides/intro'],
  ])('turns %s into %s without reloading', (from, to) => {
    window.history.replaceState(null, '', from);
    runSerialised();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(to);
  });
});

describe('base-URL banner', () => {
  const banner = () => document.getElementById('banner')!;
  beforeEach(() => {
    document.body.innerHTML = '<div id="banner" hidden></div>';
  });

  it('stays hidden inside the base path and with no base path', () => {
    window.history.replaceState(null, '', '/pr-123/guides');
    runSerialised({ basePath: '/pr-123' });
    expect(banner().hidden).toBe(true);
    runSerialised({ basePath: '' });
    expect(banner().hidden).toBe(true);
  });

  it('shows outside the base path', () => {
    window.history.replaceState(null, '', '/pr-1234/guides');
    runSerialised({ basePath: '/pr-123' });
    expect(banner().hidden).toBe(false);
  });

  it('shows when a stylesheet of the site fails to load', () => {
    window.history.replaceState(null, '', '/guides');
    runSerialised();
    const link = document.createElement('link');
    link.href = '/_next/static/chunks/site.css';
    document.head.appendChild(link);
    link.dispatchEvent(new Event('error'));
    expect(banner().hidden).toBe(false);
    expect(root.hasAttribute('data-base-url-issue')).toBe(true);
  });

  it('is not wired at all when the banner is switched off', () => {
    window.history.replaceState(null, '', '/elsewhere');
    runSerialised({ bannerId: '', basePath: '/pr-123' });
    expect(banner().hidden).toBe(true);
  });
});
