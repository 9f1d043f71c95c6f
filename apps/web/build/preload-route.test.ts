import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import type { IndexHtmlTransformContext } from 'vite';
import { pathPattern, preloadRoute, screenRoutes } from './preload-route.ts';

const matches = (path: string, pathname: string) => new RegExp(pathPattern(path) ?? '$^').test(pathname);

describe('pathPattern', () => {
  it('matches the route path as the whole pathname, params as one segment', () => {
    expect(matches('', '/')).toBe(true);
    expect(matches('', '/main')).toBe(false);
    expect(matches('lotto/:betGroup/:betId', '/lotto/gov/1')).toBe(true);
    expect(matches('lotto/:betGroup/:betId', '/lotto/gov/1/x')).toBe(false);
    expect(matches('main', '/main/')).toBe(true);
    expect(matches('main', '/mainx')).toBe(false);
  });

  it("names each parameter, so boot.js can put it into the route's early GETs", () => {
    const match = new RegExp(pathPattern('lotto/:betGroup/:betId') ?? '').exec('/lotto/gov/12');
    expect({ ...match?.groups }).toEqual({ betGroup: 'gov', betId: '12' });
  });

  it('leaves optional and splat paths to the router', () => {
    expect(pathPattern('poy/:betGroup/:poyId?')).toBeNull();
    expect(pathPattern('credit/*')).toBeNull();
  });
});

describe('screenRoutes', () => {
  it("reads the member pages' screen modules from router.tsx", () => {
    const routes = new Map(
      screenRoutes(readFileSync(new URL('../src/app/router.tsx', import.meta.url), 'utf8')).map(
        ([pattern, file]) => [file, pattern],
      ),
    );
    expect(routes.get('home.tsx')).toBe(pathPattern(''));
    expect(routes.get('main.tsx')).toBe(pathPattern('main'));
    expect(routes.get('lotto-round.tsx')).toBe(pathPattern('lotto/:betGroup/:betId'));
    expect(routes.get('results.tsx')).toBe(pathPattern('results'));
  });
});

describe('index.html of the build', () => {
  const chunk = (fileName: string, extra: object) => ({ type: 'chunk', fileName, imports: [], ...extra });
  const bundle = {
    'assets/index-a.js': chunk('assets/index-a.js', { isEntry: true, imports: ['assets/shell-b.js'] }),
    'assets/shell-b.js': chunk('assets/shell-b.js', {
      viteMetadata: { importedCss: new Set(['assets/index-e.css']) },
    }),
    'assets/main-c.js': chunk('assets/main-c.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/apps/web/src/routes/main.tsx',
      imports: ['assets/shell-b.js', 'assets/grid-d.js'],
    }),
    'assets/grid-d.js': chunk('assets/grid-d.js', {
      viteMetadata: { importedCss: new Set(['assets/grid-f.css', 'assets/index-e.css']) },
    }),
    'assets/index-e.css': { type: 'asset', fileName: 'assets/index-e.css', source: 'body{margin:0}' },
  } as unknown as OutputBundle;
  const viteHtml = [
    '<html><head>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/shell-b.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-e.css">',
    '</head><body></body></html>',
  ].join('\n');
  const transform = () => {
    const plugin = preloadRoute(fileURLToPath(new URL('../src/app/router.tsx', import.meta.url)), {
      'main.tsx': ['/api/users.first-steps'],
    });
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, ctx: IndexHtmlTransformContext) => unknown;
    };
    return hook.handler(viteHtml, { bundle } as IndexHtmlTransformContext) as {
      html: string;
      tags: { attrs: Record<string, unknown>; children?: string }[];
    };
  };

  it('runs no app script before boot.js starts it, and inlines the CSS', () => {
    const { html, tags } = transform();
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<style>body{margin:0}</style>');
    // Not fetched (disabled), but Vite's preload helper sees the file as loaded.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-e.css" disabled>');
    expect(tags.map((tag) => tag.attrs.src ?? tag.attrs.id)).toEqual(['boot', '/boot.js']);
  });

  it("lists the entry, the shell's files and each route's own files (CSS first) for boot.js", () => {
    const boot = JSON.parse(transform().tags[0]?.children ?? '') as {
      entry: string;
      shell: string[];
      routes: [string, string[], string[]?][];
    };
    expect(boot.entry).toBe('/assets/index-a.js');
    expect(boot.shell).toEqual(['/assets/shell-b.js']);
    // The entry's CSS is inlined in index.html: only the route's own CSS is listed.
    // With the GETs its first render waits for, which boot.js sends beside the JS.
    expect(boot.routes).toContainEqual([
      pathPattern('main'),
      ['/assets/grid-f.css', '/assets/main-c.js', '/assets/grid-d.js'],
      ['/api/users.first-steps'],
    ]);
  });
});
