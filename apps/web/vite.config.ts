import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Back-office code: an `admin/` folder anywhere under src, or a feature that has no member side.
 * Every chunk that carries any of it is named `admin-*`, so the build listing shows what staff
 * download and the e2e suite can check that a member's first load requests none of it.
 */
const BACK_OFFICE = /\/src\/(?:[\w-]+\/)*admin\/|\/src\/features\/(?:audit|staff)\//;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        chunkFileNames: ({ name, moduleIds }) =>
          moduleIds.some((id) => BACK_OFFICE.test(id))
            ? `assets/${name.startsWith('admin') ? '' : 'admin-'}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
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
