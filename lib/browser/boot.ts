/**
 * Code that runs inline before first paint. Each function is serialised with toString() into a <script>,
 * so it must stay self-contained: no imports, no helpers outside its own body.
 */

/** Settings the head script needs, serialised into the page. */
export interface BootConfig {
  /** Local-storage key of the colour mode. */
  themeKey: string;
  /** Local-storage key that marks the current announcement as dismissed. */
  announcementKey: string;
  /** Id of the base-URL banner to reveal when the site's stylesheet cannot be loaded (empty: no banner). */
  bannerId: string;
}

/** Applies the stored colour mode (else the system's), hides a dismissed announcement and cleans .html paths. */
export function bootBeforePaint(config: BootConfig): void {
  const root = document.documentElement;
  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  let theme = read(config.themeKey);
  if (theme !== 'light' && theme !== 'dark') theme = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  root.setAttribute('data-theme', theme);
  if (read(config.announcementKey) === 'true') root.setAttribute('data-announcement-dismissed', '');
  const path = window.location.pathname;
  let clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '') || '/';
  if (clean !== path) {
    try {
      window.history.replaceState(window.history.state, '', clean + window.location.search + window.location.hash);
    } catch {
      /* the address stays as typed; the page itself is right */
    }
  }
  if (config.bannerId) {
    window.addEventListener(
      'error',
      (event) => {
        const target = event.target as HTMLLinkElement | null;
        if (!target || target.tagName !== 'LINK' || !/\/_next\/static\//.test(target.href || '')) return;
        root.setAttribute('data-base-url-issue', '');
        const banner = document.getElementById(config.bannerId);
        if (banner) banner.hidden = false;
      },
      true,
    );
  }
}

/** Reveals the base-URL banner when the page is served outside the base path it was built for. */
export function revealBasePathBanner(bannerId: string, basePath: string): void {
  const banner = document.getElementById(bannerId);
  if (!banner) return;
  const path = window.location.pathname;
  const inside = !basePath || path === basePath || path.indexOf(basePath + '/') === 0;
  if (!inside || document.documentElement.hasAttribute('data-base-url-issue')) banner.hidden = false;
}
