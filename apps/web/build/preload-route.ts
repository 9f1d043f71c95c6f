import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** `path: 'main', ...screen(() => import('../routes/main.tsx')` (or `index: true`) in router.tsx. */
const SCREEN_ROUTE =
  /(?:path: '([\w/:-]*)'|index: true),\s*\.\.\.screen\(\s*\(\) => import\('\.\.\/routes\/([\w-]+\.tsx)'\)/g;

/** A route path as a pattern of the whole pathname; null for optional or splat segments. */
export const pathPattern = (path: string): string | null =>
  /[?*]/.test(path) ? null : `^/${path.replace(/:[\w]+/g, '[^/]+')}/?$`;

/** Each screen route of router.tsx whose module is imported in place: [pathname pattern, module file]. */
export const screenRoutes = (routerSource: string): [string, string][] =>
  [...routerSource.matchAll(SCREEN_ROUTE)].flatMap(([, path = '', file]) => {
    const pattern = pathPattern(path);
    return pattern && file ? [[pattern, file] as [string, string]] : [];
  });

const staticImports = (bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName] as OutputChunk | undefined;
  for (const next of chunk?.imports ?? []) staticImports(bundle, next, seen);
  return seen;
};

/**
 * Breaks the first load's waterfall (index.html → shell → route chunk): index.html carries, as JSON,
 * each screen route's pathname pattern and the JS files its chunk needs beyond the shell, and
 * public/route-preload.js (async, so it runs while the shell still downloads) adds a modulepreload
 * link for the files of the requested path. JSON and a same-origin script keep the CSP without
 * inline scripts. A path it does not know loads as before.
 */
export const preloadRoute = (routerFile: string): Plugin => ({
  name: 'chokdee:preload-route',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return [];
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('preloadRoute: no entry chunk');
      const shell = staticImports(bundle, entry.fileName);
      const routes = screenRoutes(readFileSync(routerFile, 'utf8')).flatMap(([pattern, file]) => {
        const chunk = chunks.find(
          (c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/src/routes/${file}`),
        );
        if (!chunk) return [];
        const files = [...staticImports(bundle, chunk.fileName)].filter((name) => !shell.has(name));
        return [[pattern, files.map((name) => `/${name}`)]];
      });
      const tags: HtmlTagDescriptor[] = [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: 'route-preload' },
          children: JSON.stringify(routes),
          injectTo: 'head-prepend',
        },
        { tag: 'script', attrs: { async: true, src: '/route-preload.js' }, injectTo: 'head-prepend' },
      ];
      return tags;
    },
  },
});
