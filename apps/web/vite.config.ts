import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  // Pre-compressed .br/.gz copies are made by scripts/compress-dist.mjs (root `npm run build`).
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads the manifest to find what the login page loads.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    // Every browser of es2022 knows <link rel="modulepreload">: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      experimental: {
        // By default Rolldown moves modules that several lazy pages share into the entry chunk, so
        // every first visit paid for menus, popovers, inputs… of pages it never opens. Shared
        // modules stay in chunks of their own, loaded by the pages that need them.
        chunkOptimization: { mergeCommonChunks: false },
      },
      treeshake: {
        // packages/shared is pure declarations (schemas, labels, tables): a screen that needs one
        // schema must not pull every model. Its package.json cannot say so for us.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': API, '/download': API },
  },
  preview: { port: 4173, proxy: { '/api': API, '/download': API } },
});
