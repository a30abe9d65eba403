import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/**
 * Adds the page's `#root` to index.html holding the start screen (src/app/layout/start-screen.tsx),
 * rendered with react-dom/server from the app's own components when the HTML is built or served.
 * The browser paints it with the first stylesheet, before any script has arrived; React's first
 * render is the same screen (the router's HydrateFallback) and replaces it.
 */
export function startScreenPlugin(): Plugin {
  const webRoot = fileURLToPath(new URL('..', import.meta.url));
  let markup: Promise<string> | undefined;
  const render = async () => {
    const { module } = await runnerImport<typeof import('../src/app/layout/start-screen-markup')>(
      path.join(webRoot, 'src/app/layout/start-screen-markup.tsx'),
      { configFile: false, root: webRoot, logLevel: 'error' },
    );
    return module.startScreenMarkup();
  };
  return {
    name: 'jalurkarir:start-screen',
    async transformIndexHtml() {
      markup ??= render();
      return [{ tag: 'div', attrs: { id: 'root' }, children: await markup, injectTo: 'body-prepend' }];
    },
  };
}
