/** The only module that talks to the analytics host, and only after consent. */

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let started = false;

let loaded = false;

/** Loads the tag for a measurement id (once per page) and starts sending. */
export function startAnalytics(measurementId: string): void {
  if (started || !measurementId) return;
  started = true;
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
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Stops sending after a Decline that follows an Accept in the same page. */
export function stopAnalytics(): void {
  started = false;
}

/** True once the tag has been started in this page. */
export const analyticsStarted = (): boolean => started;

/** Sends a named event if analytics runs. */
export function sendEvent(name: string, params: Record<string, unknown> = {}): void {
  if (started) window.gtag?.('event', name, params);
}

/** Sends a page view for a client-side navigation if analytics runs. */
export function sendPageView(path: string): void {
  if (started) window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href });
}
