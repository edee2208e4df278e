import Cookies from 'js-cookie';

/** Cookie that records the reader's analytics choice ("true" or "false"). */
export const CONSENT_COOKIE = 'CookieConsent';
/** Days the choice is kept. */
export const CONSENT_DAYS = 365;
/** Window event fired whenever the choice changes (set or forgotten). */
export const CONSENT_CHANGE_EVENT = 'consent:change';

/** The choice made in this page when cookies cannot be stored, so the banner still goes away. */
let inMemory: boolean | null = null;

/** The stored choice: true, false, or null when the reader has not chosen (or cookies are blocked). */
export function readConsent(): boolean | null {
  try {
    const value = Cookies.get(CONSENT_COOKIE);
    return value === 'true' ? true : value === 'false' ? false : inMemory;
  } catch {
    return inMemory;
  }
}

/** Stores the reader's choice for a year on the whole site. */
export function writeConsent(accepted: boolean): void {
  inMemory = accepted;
  try {
    Cookies.set(CONSENT_COOKIE, String(accepted), { path: '/', expires: CONSENT_DAYS, sameSite: 'lax' });
  } catch {
    /* cookies unavailable: the choice lasts for this page only */
  }
  notify();
}

/** Forgets the choice so the banner asks again. */
export function clearConsent(): void {
  inMemory = null;
  try {
    Cookies.remove(CONSENT_COOKIE, { path: '/' });
  } catch {
    /* nothing stored */
  }
  notify();
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/** Subscribes to changes of the choice (for useSyncExternalStore). */
export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}
