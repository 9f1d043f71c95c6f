/* global document, location, window, fetch, requestAnimationFrame, setTimeout, MessageChannel */
// Starts the app (index.html carries no module script: build/preload-route.ts).
//
// zod probes `new Function` while the bundle builds its first object schema, unless its global
// config says `jitless`; the app's CSP (script-src 'self', no 'unsafe-eval') refuses the probe and
// the browser reports a CSP violation on every page. zod reads its config from this global, so it
// is set here, before the bundle is started. Interpreted parsing is fast enough for the answers.
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });

(function () {
  var LINKS_PER_TASK = 4;
  var data = document.getElementById('boot');
  if (!data) return;
  var boot = JSON.parse(data.textContent || '{}');
  var path = location.pathname;
  var files = null;
  var gets = [];
  var params = {};
  for (var i = 0; i < boot.routes.length; i++) {
    var match = new RegExp(boot.routes[i][0]).exec(path);
    if (match) {
      files = boot.routes[i][1];
      gets = boot.routes[i][2] || [];
      params = match.groups || {};
      break;
    }
  }
  var csrf = /(?:^|;\s*)csrfToken=([^;]+)/.exec(document.cookie);

  // A page's first render waits for these answers: ask now, while the JS downloads
  // (lib/early-responses.ts hands them to the app's first calls). Requests exactly as lib/api-client.ts
  // sends them; users.auth only with the session marker (lib/session-marker.ts); the page's own
  // public GETs from its entry in the table.
  var early = {};
  if (files) {
    var json = { accept: 'application/json' };
    ['/api/site.maintenance'].concat(gets).forEach(function (get) {
      var member = get.indexOf('member:') === 0;
      if (member && !csrf) return;
      var url = (member ? get.slice('member:'.length) : get).replace(/:(\w+)/g, function (_all, name) {
        return encodeURIComponent(params[name]);
      });
      early['GET ' + url] = fetch(url, { headers: json, credentials: 'same-origin' });
    });
    if (csrf) {
      early['POST /api/users.auth'] = fetch('/api/users.auth', {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-csrf-token': decodeURIComponent(csrf[1]),
        },
        body: '{}',
        credentials: 'same-origin',
      });
    }
  }
  window.__chokdeeEarly = early;

  var link = function (href) {
    var element = document.createElement('link');
    element.rel = /\.css$/.test(href) ? 'stylesheet' : 'modulepreload';
    element.crossOrigin = '';
    element.href = href;
    document.head.appendChild(element);
  };
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    // The entry script, its shell, then the page's CSS and modules. Each link costs the main thread
    // a few milliseconds on a slow phone (a fetch started, a stylesheet set up): a few per task keeps
    // the forty of a page from being one long task. The CSS goes in as Vite's preload helper would
    // add it (a stylesheet link with the same href): the helper then finds it and the route's
    // module waits no round trip for it.
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.entry;
    document.head.appendChild(script);
    var own = files || [];
    var css = own.filter(function (href) {
      return /\.css$/.test(href);
    });
    var queue = boot.shell.concat(
      css,
      own.filter(function (href) {
        return css.indexOf(href) < 0;
      }),
    );
    // A message, not a timer: the next batch comes in the next task, not after timers' clamping.
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      queue.splice(0, LINKS_PER_TASK).forEach(link);
      if (queue.length) channel.port2.postMessage(null);
      else channel.port1.close();
    };
    channel.port2.postMessage(null);
  };
  // After the first frame: the static shell (inline CSS, the top bar) paints without waiting for
  // the app's JS to download and run. A hidden tab paints no frame, so it starts at once.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
