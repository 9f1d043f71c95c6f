import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { clientEndpoints } from './build/client-endpoints.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { preloadRoute } from './build/preload-route.ts';
import { themeCssVariablesModule } from './build/theme-css-variables.ts';
import { theme } from './src/app/theme.ts';

/**
 * Back-office web code: an `admin/` folder anywhere under apps/web/src, or a feature with no member
 * side (the domain package is shared by both and is never back-office code).
 * Every chunk that carries any of it is named `admin-*`, so the build listing shows what staff
 * download and the e2e suite can check that a member's first load requests none of it.
 */
const BACK_OFFICE = /\/apps\/web\/src\/(?:[\w-]+\/)*admin\/|\/apps\/web\/src\/features\/(?:audit|staff)\//;

/**
 * The shell: what index.html runs on every page before the route's own chunk, in one chunk, because
 * one file compresses better than the forty small shared chunks it would otherwise be split into.
 * Its modules are listed explicitly rather than followed through the import graph: the graph passes
 * through barrel files (`@mantine/core`, `@chokdee/domain`) into modules only lazy routes use.
 */
const SHELL_MODULES = [
  // The libraries every page runs (React, the router, i18next, TanStack Query).
  /\/node_modules\/(?:react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack\/query-core|@tanstack\/react-query)\//,
  // Mantine's styling core and the components and hooks the header, menu, snackbar and status screens use.
  /\/node_modules\/(?:clsx|@mantine\/store)\//,
  /\/node_modules\/@mantine\/core\/esm\/(?:core|components\/(?:Box|Burger|Button|Center|CloseButton|Group|Loader|Overlay|Paper|Portal|Stack|Text|Title|Transition|UnstyledButton))\//,
  /\/node_modules\/@mantine\/hooks\/esm\/(?:utils\/clamp|use-did-update|use-disclosure|use-isomorphic-effect|use-media-query|use-merged-ref|use-reduced-motion)\//,
  // The app's frame: router, providers, layout, error screens, API client, session and i18n. The
  // entry module (main.tsx) stays out: it runs last, so nothing here may import it or what it holds.
  // The menu drawer, the snackbar's HTML renderer, the route progress bar, the idle extras (the
  // unread bell, the chat button) and the desktop side menu (with the menu's sections and icons,
  // which only it and the drawer show) stay the lazy chunks they are imported as.
  /\/apps\/web\/src\/locales\/th\.json$/,
  /\/apps\/web\/src\/(?:app\/[\w-]+|app\/shell\/(?!menu-drawer\.|sanitized-html\.|route-progress\.|unread-bell\.|idle-extras\.|side-nav\.|menu-sections\.|menu-icons\.)[\w-]+|app\/errors\/[\w-]+|lib\/[\w-]+)\.tsx?$/,
  /\/apps\/web\/src\/components\/ui\/(?:app-link|icons|status-screen)\.tsx$/,
  /\/apps\/web\/src\/features\/(?:auth\/(?:guard-loader|guards|logout|session)|device\/[\w-]+|maintenance\/check-maintenance|wallet\/api\/use-cash|wallet\/components\/wallet-icons)\.tsx?$/,
  // The domain the frame reads: error codes, money, the session's and the balance's endpoints.
  /\/packages\/domain\/src\/(?:contract\/endpoint|errors\/[\w-]+|i18n\/locales|money\/(?:limit-baht|satang)|[\w-]+\/[\w-]+-errors|admin\/permissions|members\/(?:account-endpoints|account-status|profile-endpoints)|site\/(?:maintenance-message|site-endpoints)|wallet\/wallet-endpoints)\.ts$/,
];

/**
 * Modules inside the folders listed above that no page runs, only the back office's rich-text editor
 * (tiptap's selector hook, Mantine's tooltip transitions): listed by folder, they would be pulled
 * into the shell, every page's first load.
 */
const NOT_SHELL = [
  /\/node_modules\/use-sync-external-store\/(?:.*\/)?(?:use-sync-external-store-)?with-selector[\w.]*\.js$/,
  /\/node_modules\/@mantine\/core\/esm\/components\/Transition\/get-transition-props\//,
];

/**
 * The member build runs on Preact's React layer: react-dom is 55 of the 167 kB every page shared
 * (docs/performance.md); Preact with its compat layer is about 10. Tests and the dev server keep React.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(?:dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/react-on-preact.js', import.meta.url)) },
  { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * react-router exports only its development build, which differs from the production one it ships
 * beside it by one flag: development warnings (and the code that checks for them) on.
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: createRequire(import.meta.url)
    .resolve('react-router')
    .replace(/\/dist\/development\/index\.m?js$/, '/dist/production/index.mjs'),
};

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [...PREACT, REACT_ROUTER_PRODUCTION] } : {},
  plugins: [
    react(),
    clientEndpoints(),
    themeCssVariablesModule(theme),
    // The faces of the text above the fold (body and bold headings): Thai, and the Latin subset of
    // the same font, which every page needs too (digits, the balance, PIN, LINE); requested after
    // the first render, it held the largest paint back. Khmer and Myanmar load by unicode-range
    // when a page shows them.
    preloadFonts([
      'noto-sans-thai-thai-400-normal.woff2',
      'noto-sans-thai-thai-700-normal.woff2',
      'noto-sans-thai-latin-400-normal.woff2',
      'noto-sans-thai-latin-700-normal.woff2',
    ]),
    // The landing's first render waits for the rounds and results (routes/home.tsx), the round
    // page's for its round: asked beside the JS, their round trip is off the path to the largest paint.
    preloadRoute(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)), {
      'home.tsx': ['/api/bet-lists.showcase'],
      // The round page's largest paint is the round's name (routes/lotto-round.tsx); its slip
      // builder, a task later, renders once if the rates are in by then.
      'lotto-round.tsx': [
        'member:/api/bet-lists.one?id=:betId',
        'member:/api/number-reachs.rate-now.all?betId=:betId',
      ],
    }),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // scripts/web-budget.mjs reads each page's first-load files from it.
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: ({ name, moduleIds }) =>
          moduleIds.some((id) => BACK_OFFICE.test(id))
            ? `assets/${name.startsWith('admin') ? '' : 'admin-'}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id) =>
                SHELL_MODULES.some((pattern) => pattern.test(id)) &&
                !NOT_SHELL.some((pattern) => pattern.test(id)),
              // Following the listed modules' imports would reach through the barrels (see above).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/poy-api': 'http://localhost:3000',
      '/metrics': 'http://localhost:3000',
      '/ccu': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
