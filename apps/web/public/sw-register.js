/* global navigator, window, Event, setTimeout */
// Deferred from index.html (it is no part of the app's bundle): registers the service worker once
// the page has settled (below), and keeps Chromium's install prompt for the /download page, since
// the event fires once, usually before that page is opened (features/content/install-prompt.ts).
window.addEventListener('beforeinstallprompt', function (event) {
  event.preventDefault();
  window.__installPrompt = event;
  window.dispatchEvent(new Event('installpromptready'));
});
// The worker's install downloads and stores the shell's files: on a 2-core phone that competes
// with the first page's render (Lighthouse counted about 1 s more blocking time on `/` when it
// registered at `load`). So it waits, like the fingerprint (app/device-tracking.ts), until some
// seconds after `load` (the app starts at `load`) and the browser is idle.
var AFTER_LOAD_MS = 10000;
function register() {
  navigator.serviceWorker.register('/sw.js').catch(function () {});
}
if ('serviceWorker' in navigator) {
  window.addEventListener('load', function () {
    setTimeout(function () {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(register, { timeout: 3000 });
      else register();
    }, AFTER_LOAD_MS);
  });
}
