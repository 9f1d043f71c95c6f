import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientEndpoints } from './build/client-endpoints.ts';
import { preloadFonts } from './build/preload-fonts.ts';

/**
 * Back-office web code: an `admin/` folder anywhere under apps/web/src, or a feature with no member
 * side (the domain package is shared by both and is never back-office code).
 * Every chunk that carries any of it is named `admin-*`, so the build listing shows what staff
 * download and the e2e suite can check that a member's first load requests none of it.
 */
const BACK_OFFICE = /\/apps\/web\/src\/(?:[\w-]+\/)*admin\/|\/apps\/web\/src\/features\/(?:audit|staff)\//;

/**
 * The libraries every page runs (React, the router, i18next, TanStack Query) in one chunk: one file
 * compresses better than the dozen small shared chunks they would otherwise be split into.
 */
const SHELL_LIBRARIES =
  /\/node_modules\/(?:react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack\/query-core|@tanstack\/react-query)\//;

export default defineConfig({
  plugins: [
    react(),
    clientEndpoints(),
    // The Thai faces of the text above the fold (body and bold headings); Latin, Khmer and Myanmar
    // load by unicode-range when a page shows them.
    preloadFonts(['noto-sans-thai-thai-400-normal.woff2', 'noto-sans-thai-thai-700-normal.woff2']),
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
        codeSplitting: { groups: [{ name: 'shell-libraries', test: SHELL_LIBRARIES }] },
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
});
