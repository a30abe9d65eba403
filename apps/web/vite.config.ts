import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { startScreenPlugin } from './scripts/start-screen-plugin';

const API = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  // Pre-compressed .br/.gz copies are made by scripts/compress-dist.mjs (root `npm run build`).
  plugins: [react(), startScreenPlugin()],
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
      output: {
        // Routes split the app (every page is a lazy chunk). Left alone, the libraries the pages share
        // also split into one file per combination of pages using them: a signed-in list fetched ~80
        // files, a round trip each over a phone's six connections. Grouped by package instead: the first
        // screen's libraries in one file, and each large library the signed-in pages share in one.
        codeSplitting: {
          // The app's own small shared modules would still make ~30 files of 1–3 KB per signed-in page:
          // common chunks under 12 KB are copied into the chunks that read them (one module state
          // through Rolldown's runtime registry), the CV home fetching 11 scripts instead of 32. Chunks
          // holding styles stay files (Vite's CSS plugin emits a style once per chunk listing it).
          // This turns on `strictExecutionOrder`: a module is run whole when anything is imported
          // through it, so labels are exported apart from their schemas (packages/shared index.ts).
          experimentalInlineCommonChunks: { maxSize: 12_000, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/ },
            { name: 'icons', test: /[\\/]node_modules[\\/]@tabler[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
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
