import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** `path: 'main', ...screen(() => import('../routes/main.tsx')` (or `index: true`) in router.tsx. */
const SCREEN_ROUTE =
  /(?:path: '([\w/:-]*)'|index: true),\s*\.\.\.screen\(\s*\(\) => import\('\.\.\/routes\/([\w-]+\.tsx)'\)/g;

/**
 * A route path as a pattern of the whole pathname, each parameter a named group (public/boot.js
 * puts them into the route's early GETs); null for optional or splat segments.
 */
export const pathPattern = (path: string): string | null =>
  /[?*]/.test(path) ? null : `^/${path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`;

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

/** Vite's tags for the entry: its module script, the modulepreloads of its imports, its stylesheet. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/**
 * The first load, in index.html (docs/web.md "First load"):
 * - the entry's CSS is inlined, so the first paint waits for no request beyond the HTML;
 * - the app's JS is not in the HTML: public/boot.js (async, same-origin for the CSP) starts it after
 *   the first frame has painted the static shell, with a modulepreload for the shell's files and
 *   the requested page's files (each screen route's pathname pattern and its JS and CSS beyond the
 *   shell are listed in the `boot` JSON below), so the page's chunk loads beside the shell, not after it;
 * - boot.js also sends the calls every page's first render waits for (site.maintenance, and
 *   users.auth with a session) while the JS downloads (lib/early-responses.ts), and the public GETs
 *   a screen's first render waits for (`earlyGets`, by route module: a third element of its entry).
 * JSON and a same-origin script keep the CSP without inline scripts. A path the table does not
 * know loads its chunk when the router asks for it.
 */
export const preloadRoute = (routerFile: string, earlyGets: Record<string, string[]> = {}): Plugin => ({
  name: 'chokdee:preload-route',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('preloadRoute: no entry chunk');
      const shell = staticImports(bundle, entry.fileName);
      const importedCss = (fileName: string): Set<string> =>
        (bundle[fileName] as OutputChunk | undefined)?.viteMetadata?.importedCss ?? new Set();
      const routes = screenRoutes(readFileSync(routerFile, 'utf8')).flatMap(([pattern, file]) => {
        const chunk = chunks.find(
          (c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/src/routes/${file}`),
        );
        if (!chunk) return [];
        const files = [...staticImports(bundle, chunk.fileName)].filter((name) => !shell.has(name));
        // Its CSS too: Vite's preload helper would add it only once the route's module is imported,
        // and wait for it (a round trip of its own between the JS and the first render).
        const css = new Set(files.flatMap((name) => [...importedCss(name)]));
        for (const name of shell) for (const file of importedCss(name)) css.delete(file);
        const preload = [...css, ...files].map((name) => `/${name}`);
        const gets = earlyGets[file] ?? [];
        return [gets.length > 0 ? [pattern, preload, gets] : [pattern, preload]];
      });
      const entryScript = ENTRY_SCRIPT.exec(html);
      if (!entryScript) throw new Error('preloadRoute: no entry module script in index.html');
      const boot = {
        entry: entryScript[1],
        shell: [...shell].filter((name) => name !== entry.fileName).map((name) => `/${name}`),
        routes,
      };
      const withoutScripts = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
      const inlined = withoutScripts.replace(STYLESHEET, (_tag, fileName: string) => {
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') throw new Error(`preloadRoute: ${fileName} is not in the build`);
        // The disabled link is not fetched; it tells Vite's preload helper that a lazy chunk
        // listing this file among its CSS needs (the games lobby does) has it already.
        return `<style>${String(asset.source)}</style><link rel="stylesheet" crossorigin href="/${fileName}" disabled>`;
      });
      const tags: HtmlTagDescriptor[] = [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: 'boot' },
          children: JSON.stringify(boot),
          injectTo: 'head-prepend',
        },
        { tag: 'script', attrs: { async: true, src: '/boot.js' }, injectTo: 'head-prepend' },
      ];
      return { html: inlined, tags };
    },
  },
});
