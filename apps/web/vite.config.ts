import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://localhost:3000';

/** Libraries of the signed-in screens, bundled together (see `codeSplitting` below). */
const UI_LIBRARIES =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|dates|form|notifications|store)|@floating-ui|@tanstack|@tabler|dayjs|react-number-format|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|react-transition-group|@babel[\\/]runtime|klona|fast-deep-equal)[\\/]/;

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
      output: {
        // Few files, each a round trip less on a phone. What the first screen needs (the modules
        // the entry imports statically, login screen included) is two files beside the entry,
        // libraries and app code. The UI libraries that only the signed-in screens use (Mantine's
        // other components, floating-ui, TanStack Query, dates, icons) are one more file, instead of
        // some forty small shared chunks; the chart library stays with the dashboard and zod with
        // the forms and lists (the login form loads it on focus).
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 3 },
            { name: 'app', tags: ['$initial'], test: (id) => !/(index\.html|[\\/]src[\\/]main\.tsx)$/.test(id), priority: 2 },
            { name: 'ui', test: UI_LIBRARIES, priority: 1 },
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
