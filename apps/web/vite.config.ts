import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { BootConfig } from './src/app/boot-shell/boot-script';
import type { BootHeading } from './src/app/boot-shell/headings';

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
 * The boot shell (src/app/boot-shell/): the built `index.html` carries one inline script at the end
 * of `<body>` (the API's CSP allows it by its sha256, apps/api/src/lib/inline-script-hashes.ts). It
 * paints a signed-in master-data list's frame and heading before any script has arrived, asks for
 * the list's chunks and stylesheets at once, and requests the app's modules after that first paint.
 * Vite's own `<script type="module">` and `<link rel="modulepreload">` tags move into it; its
 * stylesheet links become `<link rel="preload" as="style">`, applied by `main.tsx` before React's
 * first render, so they no longer hold the first paint. Measured in docs/web.md "Performance budget".
 */
function bootShell(): Plugin {
  // The list's chunks beyond the entry's: the signed-in shell's one dynamic entry, the list page, and
  // the domains' English phrases (imported by the route loaders, `loadEnglishDomains`).
  const LIST_ENTRIES = ['src/app/signed-in.ts', 'src/features/master-data/pages/master-data-list-page.tsx', 'src/locales/en/domains.ts'];
  const webRoot = fileURLToPath(new URL('.', import.meta.url));
  let headings: Record<string, BootHeading>;
  let bootSource: string;
  return {
    name: 'jalurkarir:boot-shell',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      // The screens' phrases and the page access table are the app's own modules (TypeScript, the
      // shared package): loaded through Vite, not copied here.
      const load = <T>(file: string) => runnerImport<T>(path.join(webRoot, file), { configFile: false, root: webRoot, logLevel: 'error' });
      const english: Record<string, string> = JSON.parse(readFileSync(path.join(webRoot, 'src/locales/en.json'), 'utf8'));
      const domains = path.join(webRoot, 'src/locales/en');
      for (const file of readdirSync(domains).filter((name) => name.endsWith('.json')))
        Object.assign(english, JSON.parse(readFileSync(path.join(domains, file), 'utf8')));
      const [{ module: headingsModule }, { module: scriptModule }] = await Promise.all([
        load<typeof import('./src/app/boot-shell/headings')>('src/app/boot-shell/headings.ts'),
        load<typeof import('./src/app/boot-shell/boot-script')>('src/app/boot-shell/boot-script.ts'),
      ]);
      headings = headingsModule.bootHeadings(english);
      bootSource = scriptModule.bootShell.toString();
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const collect = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) collect(imported, into);
      };
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, initial);
      const listFiles = new Set<string>();
      for (const id of LIST_ENTRIES) {
        const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(id));
        if (!chunk) this.error(`boot-shell: no chunk for ${id}`);
        collect(chunk.fileName, listFiles);
      }
      const listModules = [...listFiles].filter((file) => !initial.has(file));
      // The stylesheets those chunks import: Vite's loader would add each only when its chunk's import
      // runs (one more round trip before the page renders); it skips a sheet already linked.
      const initialCss = new Set([...initial].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
      const listSheets = [...new Set(listModules.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))].filter(
        (file) => !initialCss.has(file),
      );

      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('boot-shell: no index.html in the bundle');
      let source = String(html.source);
      const take = (pattern: RegExp) => {
        const found: string[] = [];
        source = source.replace(pattern, (_tag, file: string) => {
          found.push(file);
          return '';
        });
        return found;
      };
      const [entry, ...extraEntries] = take(/\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/g);
      const modules = take(/\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g);
      if (!entry || extraEntries.length) this.error('boot-shell: expected exactly one entry script in index.html');
      const sheetLinks = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;
      if (!sheetLinks.test(source)) this.error('boot-shell: no stylesheet link in index.html');
      source = source.replace(sheetLinks, '<link rel="preload" as="style" crossorigin href="$1" data-app-sheet>');
      const markup = /<template id="boot-shell">([\s\S]*?)<\/template>/.exec(source);
      if (!markup) this.error('boot-shell: no <template id="boot-shell"> in index.html');
      source = source.replace(markup[0], '');
      const config: BootConfig = { entry, modules, listModules, listSheets, headings, shellMarkup: markup[1]!.replace(/\s*\n\s*/g, '') };
      // JSON with `<` escaped, so no string can end the script element early; the code itself has none.
      if (bootSource.includes('<')) this.error('boot-shell: the boot script must not contain "<"');
      const script = `(${bootSource})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
      source = source.replace('</body>', `  <script>${script}</script>\n  </body>`);
      html.source = source;
    },
  };
}

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
  plugins: [react(), reducedMotionHook(), bootShell()],
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
