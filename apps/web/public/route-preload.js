/* global document, location */
// Starts the requested page's own chunks while the shell still downloads: index.html lists, per
// route pattern, the files beyond the shell (build/preload-route.ts). A path not listed loads as
// before, when the router asks for its chunk.
(function () {
  var data = document.getElementById('route-preload');
  if (!data) return;
  var routes = JSON.parse(data.textContent || '[]');
  var path = location.pathname;
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(path)) continue;
    routes[i][1].forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    return;
  }
})();
