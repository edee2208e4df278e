// Runs inline in <head> before first paint, so it is plain JavaScript read as text: every tool (the build,
// the CSP hash, the tests) sees the same bytes. It applies the stored colour mode (else the system's), hides
// a dismissed announcement, turns a .html address into the clean one, and reveals the base-URL banner when
// the page is served outside the base path it was built for or its stylesheet fails to load.
/* eslint-disable-next-line @typescript-eslint/no-unused-expressions -- this file is one function expression; the layout appends the call */
(function (config) {
  var root = document.documentElement;
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var theme = read(config.themeKey);
  if (theme !== 'light' && theme !== 'dark') {
    theme = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);
  if (read(config.announcementKey) === 'true') root.setAttribute('data-announcement-dismissed', '');

  var path = window.location.pathname;
  var clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '') || '/';
  if (clean !== path) {
    try {
      window.history.replaceState(window.history.state, '', clean + window.location.search + window.location.hash);
    } catch {
      /* the address stays as typed; the page itself is right */
    }
  }

  if (!config.bannerId) return;
  function reveal() {
    var banner = document.getElementById(config.bannerId);
    if (banner) banner.hidden = false;
  }
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (!target || target.tagName !== 'LINK' || !/\/_next\/static\//.test(target.href || '')) return;
      root.setAttribute('data-base-url-issue', '');
      reveal();
    },
    true,
  );
  function checkBasePath() {
    var base = config.basePath;
    var here = window.location.pathname;
    var inside = !base || here === base || here.indexOf(base + '/') === 0;
    if (!inside || root.hasAttribute('data-base-url-issue')) reveal();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', checkBasePath);
  else checkBasePath();
})
