/* global self, caches, fetch, URL, Response, importScripts */
// The service worker (docs/support.md, "Installable app"): the shell (index.html and every file
// it names) and the content-hashed files under /assets/ are cached, so the site opens offline
// (to the app's offline screen). Nothing under /api, /ccu, /poy-api or /media is ever touched:
// answers with money in them are never stored.
// Web Push: notifications arrive through this worker too (push-sw.js, docs/support.md).
importScripts('/push-sw.js');

var SHELL = 'chokdee-shell';
var ASSETS = 'chokdee-assets';
// The shell every page runs (entry, shell chunk, styles, Thai fonts), fetched at install; other
// hashed files are cached as pages use them, not all at once (about 1 MB on a phone's data).
var NAMED =
  /\/assets\/(?:(?:index|shell|preload-helper|jsxRuntime)-[\w-]+\.(?:js|css)|noto-sans-thai-[\w-]+\.woff2)/g;

/**
 * Caches index.html; when it names other files than before (a deploy), the asset cache starts over.
 * `/`'s prerendered landing is no shell: offline, every page would show its hero first.
 */
async function keepShell(response) {
  var html = await response.clone().text();
  if (html.indexOf('data-prerendered') !== -1) return;
  var files = Array.from(new Set(html.match(NAMED) || []));
  var now = files.join('\n');
  var shell = await caches.open(SHELL);
  var previous = await shell.match('/files');
  var before = previous ? await previous.text() : '';
  await shell.put('/', response);
  // boot.js starts the app (index.html has no module script); it is no hashed file, so it sits in the shell.
  await shell.add('/boot.js');
  if (before === now) return;
  await caches.delete(ASSETS);
  var assets = await caches.open(ASSETS);
  await assets.addAll(files);
  await shell.put('/files', new Response(now));
}

self.addEventListener('install', function (event) {
  event.waitUntil(
    fetch('/index.html', { cache: 'no-cache' })
      .then(keepShell)
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Network first (a deploy shows at once); the cached shell when the network fails.
    event.respondWith(
      fetch(request).then(
        function (response) {
          if (response.ok && response.headers.get('content-type').indexOf('text/html') === 0)
            event.waitUntil(keepShell(response.clone()));
          return response;
        },
        function () {
          return caches.match('/', { cacheName: SHELL });
        },
      ),
    );
    return;
  }
  if (url.pathname === '/boot.js') {
    event.respondWith(fetch(request).catch(() => caches.match('/boot.js', { cacheName: SHELL })));
    return;
  }
  if (url.pathname.indexOf('/assets/') !== 0) return;
  // A hashed file never changes: the cache answers, the network fills it.
  event.respondWith(fromCacheOrNetwork(event, request));
});

async function fromCacheOrNetwork(event, request) {
  var hit = await caches.match(request, { cacheName: ASSETS });
  if (hit) return hit;
  var response = await fetch(request);
  if (response.ok) {
    var copy = response.clone();
    event.waitUntil(caches.open(ASSETS).then((assets) => assets.put(request, copy)));
  }
  return response;
}
