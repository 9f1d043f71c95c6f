/* global navigator, window, Event */
// Deferred from index.html (it is no part of the app's bundle): registers the service worker after
// the page loaded, and keeps Chromium's install prompt for the /download page, since the event
// fires once, usually before that page is opened (features/content/install-prompt.ts).
window.addEventListener('beforeinstallprompt', function (event) {
  event.preventDefault();
  window.__installPrompt = event;
  window.dispatchEvent(new Event('installpromptready'));
});
if ('serviceWorker' in navigator) {
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('/sw.js').catch(function () {});
  });
}
