import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { bootShellPlugin } from './scripts/boot-shell-plugin';

const API = 'http://localhost:3000';

/**
 * Libraries of the signed-in screens, the `ui` file (see `codeSplitting` below), after the groups of
 * higher priority took their parts: TanStack Query (`query`), floating-ui and scroll locking
 * (`floating`), the components no list page imports (`ui-extra`). Not the toasts'
 * host (`@mantine/notifications` with react-transition-group, ~12 KB compressed): it loads with the
 * first toast (`app/toast-host.tsx`); the pages' `notifications.show` is its small store, in the entry.
 */
const UI_LIBRARIES =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|store)|@floating-ui|@tanstack|@tabler|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|@babel[\\/]runtime|klona|fast-deep-equal)[\\/]/;

/** React itself (the first screen's largest library). */
const REACT_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/;
const ROUTER_LIBRARIES = /[\\/]node_modules[\\/]react-router[\\/]/;
/** Popover positioning and scroll locking, under Mantine's menus, selects and dialogs. */
const FLOATING_LIBRARIES =
  /[\\/]node_modules[\\/](@floating-ui|tabbable|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es)[\\/]/;
/**
 * Mantine components that no list page imports (tabs, progress rings, timelines, radios…): measured
 * with a build that gave each component a chunk of its own. A list page does not download them.
 */
const UI_EXTRA_COMPONENTS =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Breadcrumbs|ColorSwatch|Divider|FloatingIndicator|Image|MultiSelect|Notification|Progress|Radio|RingProgress|SegmentedControl|Switch|Tabs|Textarea|Timeline)[\\/]/;

/**
 * Libraries only the forms use (date picker, number input, form state): a file of their own, so a
 * list page does not download and compile them (about 20 KB gzipped).
 */
const FORM_LIBRARIES =
  /[\\/]node_modules[\\/](@mantine[\\/](dates|form)[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/]NumberInput[\\/]|dayjs[\\/]|react-number-format[\\/])/;

/**
 * The signed-in shell (main layout, menus, header, the helpers and small components every signed-in
 * page uses, the query cache's provider, the page access table) and the list screens' parts (the
 * master-data list page and the CRUD list components): one file each instead of some twenty chunks
 * of 1–7 KB. Every signed-in visit loads the shell; each small file was a request of its own on a
 * phone's slow connection (six at a time), before the first render of the page. The form-only
 * modules stay out (they would pull the form libraries and zod into every list).
 */
const SHELL_MODULES =
  /[\\/]src[\\/](app[\\/](layout|menu)[\\/]|app[\\/](access|query-provider|signed-in)\.tsx?$|lib[\\/](?!form-validation)|components[\\/](?!crud[\\/])|features[\\/]notifications[\\/](api|components)[\\/])|[\\/]packages[\\/]shared[\\/]src[\\/]auth[\\/]permissions\.ts$/;
const LIST_MODULES =
  /[\\/]src[\\/](components[\\/]crud[\\/](?!crud-form|crud-read-view|field-input|form-values)|features[\\/]master-data[\\/](components[\\/](fields-gate|account-actions)|use-screen|screens\.ts|pages[\\/]master-data-list-page))/;
/**
 * Mantine's `useReducedMotion` starts every Transition and Collapse with a second render (see
 * `src/lib/reduced-motion.ts`); its module inside `@mantine/hooks` is swapped for ours, which reads
 * the same media query while rendering. Same name, same arguments, same answer.
 */
function reducedMotionHook(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/reduced-motion.ts', import.meta.url));
  let replaced = false;
  return {
    name: 'jalurkarir:reduced-motion',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith('/use-reduced-motion/use-reduced-motion.mjs') || !importer || !/[\\/]@mantine[\\/]hooks[\\/]/.test(importer)) return null;
      replaced = true;
      return replacement;
    },
    // A Mantine release that moves the module would quietly bring the double renders back.
    generateBundle() {
      if (!replaced) this.error("reduced-motion: @mantine/hooks' use-reduced-motion module was not found; update vite.config.ts");
    },
  };
}

export default defineConfig({
  base: '/',
  // Pre-compressed .br/.gz copies are made by scripts/compress-dist.mjs (root `npm run build`).
  plugins: [react(), reducedMotionHook(), bootShellPlugin()],
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
        // some forty small shared chunks; the form-only libraries are `forms`; the chart library stays
        // with the dashboard and zod with the forms (the login form loads it on focus).
        codeSplitting: {
          groups: [
            // The first screen's libraries in three files rather than one of ~450 KB: the browser compiles
            // each file in a task of its own, and one file's compile was a 170 ms task on a slow phone.
            { name: 'react', tags: ['$initial'], test: REACT_LIBRARIES, priority: 9 },
            { name: 'router', tags: ['$initial'], test: ROUTER_LIBRARIES, priority: 9 },
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 8 },
            { name: 'app', tags: ['$initial'], test: (id) => !/(index\.html|[\\/]src[\\/]main\.tsx)$/.test(id), priority: 7 },
            // The same for the signed-in screens' libraries (~340 KB): the query cache and the popovers'
            // positioning are files of their own, and the Mantine components no list page uses another.
            // All before `forms`: a group takes the modules its own import, and the form libraries import
            // Mantine's popovers, floating-ui….
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 6 },
            { name: 'floating', test: FLOATING_LIBRARIES, priority: 6 },
            // Higher than `ui-extra`: a group also takes what its modules import, and the extra components
            // import inputs and popovers that every list uses.
            { name: 'ui', test: (id) => UI_LIBRARIES.test(id) && !FORM_LIBRARIES.test(id) && !UI_EXTRA_COMPONENTS.test(id), priority: 5 },
            { name: 'ui-extra', test: UI_EXTRA_COMPONENTS, priority: 4 },
            { name: 'forms', test: FORM_LIBRARIES, priority: 3 },
            // The app's own modules behind the guard (see SHELL_MODULES); `app` (above) keeps the first screen's.
            { name: 'shell', test: SHELL_MODULES, priority: 1 },
            { name: 'list', test: LIST_MODULES, priority: 1 },
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
