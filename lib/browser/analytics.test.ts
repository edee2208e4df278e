/** @jest-environment jsdom */
import { ANALYTICS_SCRIPT_URL } from './analytics';

type Analytics = typeof import('./analytics');
/** A fresh copy of the module per test: it keeps per-page state. */
const load = (): Analytics => {
  let mod: Analytics | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<Analytics>('./analytics');
  });
  return mod!;
};
const tags = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => s.src.startsWith(ANALYTICS_SCRIPT_URL));
const events = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((a) => a[0] === 'event');

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
});

describe('analytics', () => {
  it('does nothing at all without a measurement id', () => {
    const a = load();
    a.startAnalytics('');
    a.sendEvent('User accepted analytics cookies');
    expect(tags()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('sends nothing before it is started', () => {
    const a = load();
    a.sendEvent('x');
    a.sendPageView('/a');
    expect(window.dataLayer).toBeUndefined();
    expect(tags()).toHaveLength(0);
  });

  it('loads the tag once for the id and sends events and page views while running', () => {
    const a = load();
    a.startAnalytics('G-TEST');
    a.startAnalytics('G-TEST');
    expect(tags().map((s) => s.src)).toEqual([`${ANALYTICS_SCRIPT_URL}?id=G-TEST`]);
    a.sendEvent('User accepted analytics cookies');
    a.sendPageView('/guides');
    expect(events()).toEqual([
      ['event', 'User accepted analytics cookies', {}],
      ['event', 'page_view', expect.objectContaining({ page_path: '/guides' })],
    ]);
  });

  it('after stop, sends nothing and sets the tag opt-out flag; a new start resumes without a second tag', () => {
    const a = load();
    a.startAnalytics('G-TEST');
    a.stopAnalytics();
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST']).toBe(true);
    a.sendPageView('/after-decline');
    expect(events()).toHaveLength(0);
    a.startAnalytics('G-TEST');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST']).toBe(false);
    expect(tags()).toHaveLength(1);
  });
});
