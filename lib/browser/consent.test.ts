/** @jest-environment jsdom */
import { CONSENT_CHANGE_EVENT, CONSENT_COOKIE, clearConsent, readConsent, subscribeConsent, writeConsent } from './consent';

const cookieDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
const blockCookies = () =>
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    set() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });

afterEach(() => {
  // restore the real cookie jar and forget any choice
  delete (document as unknown as Record<string, unknown>).cookie;
  Object.defineProperty(Document.prototype, 'cookie', cookieDescriptor);
  clearConsent();
});

describe('consent', () => {
  it('is unanswered without a cookie, and reads "true" and "false" back as the choice', () => {
    expect(readConsent()).toBeNull();
    writeConsent(true);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=true`);
    expect(readConsent()).toBe(true);
    writeConsent(false);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=false`);
    expect(readConsent()).toBe(false);
  });

  it('keeps the choice for 365 days on path /', () => {
    const writes: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
    writeConsent(true);
    const written = writes.find((w) => w.startsWith(`${CONSENT_COOKIE}=`))!;
    expect(written).toMatch(/; path=\//);
    const expires = new Date(/expires=([^;]+)/.exec(written)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + 365 * 864e5))).toBeLessThan(60_000);
    jest.restoreAllMocks();
  });

  it('forgets the choice so the banner asks again, and tells subscribers each time', () => {
    const seen = jest.fn();
    const unsubscribe = subscribeConsent(seen);
    writeConsent(true);
    clearConsent();
    expect(readConsent()).toBeNull();
    expect(document.cookie).not.toContain(CONSENT_COOKIE);
    expect(seen).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('works without cookies: nothing throws and the choice lasts for the page', () => {
    blockCookies();
    expect(() => readConsent()).not.toThrow();
    expect(readConsent()).toBeNull();
    expect(() => writeConsent(false)).not.toThrow();
    expect(readConsent()).toBe(false);
    expect(() => clearConsent()).not.toThrow();
    expect(readConsent()).toBeNull();
  });
});
