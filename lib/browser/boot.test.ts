/** @jest-environment jsdom */
import { bootBeforePaint, revealBasePathBanner } from './boot';

const config = { themeKey: 'theme', announcementKey: 'announcement-dismissed:a1', bannerId: 'banner' };
const root = document.documentElement;
const setDarkSystem = (dark: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: dark && query.includes('dark'), media: query })) as unknown as typeof window.matchMedia;
};
/** Runs the script the way the page does: serialised, then evaluated. */
const runSerialised = () => new Function(`(${bootBeforePaint.toString()})(${JSON.stringify(config)})`)();

beforeEach(() => {
  window.localStorage.clear();
  root.removeAttribute('data-theme');
  root.removeAttribute('data-announcement-dismissed');
  root.removeAttribute('data-base-url-issue');
  setDarkSystem(false);
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.restoreAllMocks());

describe('bootBeforePaint', () => {
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
    expect(runSerialised).not.toThrow();
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

describe('revealBasePathBanner', () => {
  const banner = () => document.getElementById('banner')!;
  beforeEach(() => {
    document.body.innerHTML = '<div id="banner" hidden></div>';
  });

  it('stays hidden inside the base path and with no base path', () => {
    window.history.replaceState(null, '', '/pr-123/guides');
    revealBasePathBanner('banner', '/pr-123');
    expect(banner().hidden).toBe(true);
    revealBasePathBanner('banner', '');
    expect(banner().hidden).toBe(true);
  });

  it('shows outside the base path, and when the head script saw the stylesheet fail', () => {
    window.history.replaceState(null, '', '/pr-1234/guides');
    revealBasePathBanner('banner', '/pr-123');
    expect(banner().hidden).toBe(false);
    document.body.innerHTML = '<div id="banner" hidden></div>';
    window.history.replaceState(null, '', '/guides');
    root.setAttribute('data-base-url-issue', '');
    revealBasePathBanner('banner', '');
    expect(banner().hidden).toBe(false);
  });
});
