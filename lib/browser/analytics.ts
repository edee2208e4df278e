/** The only module that talks to the analytics host, and only after consent. */

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Host the tag is loaded from (the browser tests intercept it). */
export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

let activeId = '';
let loaded = false;

/** gtag's documented opt-out switch: while it is true the loaded tag sends nothing. */
const setOptOut = (measurementId: string, off: boolean) => {
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = off;
};

/** Loads the tag for a measurement id (once per page) and starts sending; does nothing without an id. */
export function startAnalytics(measurementId: string): void {
  if (activeId || !measurementId) return;
  activeId = measurementId;
  setOptOut(measurementId, false);
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag reads the arguments object, not an array
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Stops sending after a Decline that follows an Accept in the same page. */
export function stopAnalytics(): void {
  if (activeId) setOptOut(activeId, true);
  activeId = '';
}

/** True while analytics runs in this page. */
export const analyticsStarted = (): boolean => activeId !== '';

/** Sends a named event if analytics runs. */
export function sendEvent(name: string, params: Record<string, unknown> = {}): void {
  if (activeId) window.gtag?.('event', name, params);
}

/** Sends a page view for a client-side navigation if analytics runs. */
export function sendPageView(path: string): void {
  if (activeId) window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href });
}
