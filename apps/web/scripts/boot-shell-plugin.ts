import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { BootConfig, BootHeading } from '../src/app/boot-shell';

/**
 * The boot shell (src/app/boot-shell/): the built `index.html` carries one inline script at the end
 * of `<body>` (the API's CSP allows it by its sha256, apps/api/src/lib/inline-script-hashes.ts). It
 * paints a signed-in master-data list's frame and heading before any script has arrived, asks for
 * the list's chunks and stylesheets at once, and requests the app's modules after that first paint.
 * Vite's own `<script type="module">` and `<link rel="modulepreload">` tags move into it; its
 * stylesheet links become `<link rel="preload" as="style">`, applied by `main.tsx` before React's
 * first render, so they no longer hold the first paint. Measured in docs/web.md "Performance budget".
 */
export function bootShellPlugin(): Plugin {
  // The list's chunks beyond the entry's: the signed-in shell's one dynamic entry, the list page, and
  // the domains' English phrases (imported by the route loaders, `loadEnglishDomains`).
  const LIST_ENTRIES = ['src/app/signed-in.ts', 'src/features/master-data/pages/master-data-list-page.tsx', 'src/locales/en/domains.ts'];
  const webRoot = fileURLToPath(new URL('..', import.meta.url));
  let headings: Record<string, BootHeading>;
  let bootSource: string;
  return {
    name: 'jalurkarir:boot-shell',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      // The screens' phrases, the English catalogue and the page access table are the app's own
      // modules (TypeScript, the shared package, Vite's glob import): loaded through Vite, not copied here.
      const { module } = await runnerImport<typeof import('../src/app/boot-shell')>(path.join(webRoot, 'src/app/boot-shell/index.ts'), {
        configFile: false,
        root: webRoot,
        logLevel: 'error',
      });
      headings = module.bootHeadings();
      bootSource = module.bootShell.toString();
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
