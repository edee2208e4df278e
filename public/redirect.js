// Redirect pages (see lib/redirects/redirects.ts): go to data-to at once, keeping the #hash, without a history entry.
(function () {
  var script = document.currentScript;
  var to = script && script.getAttribute('data-to');
  if (to) location.replace(to.indexOf('#') < 0 ? to + location.hash : to);
})();
