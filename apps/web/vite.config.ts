import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', assetsDir: 'assets' },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/poy-api': 'http://localhost:3000',
      '/metrics': 'http://localhost:3000',
      '/ccu': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
