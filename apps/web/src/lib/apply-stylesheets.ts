/**
 * The built page fetches its stylesheets as `<link rel="preload" as="style" data-app-sheet>` (see
 * scripts/boot-shell-plugin.ts), so they do not hold the first paint of the page's boot shell.
 * React's first render must not come before them: this turns each into a stylesheet, in document
 * order, and resolves when every one has loaded (or failed: a missing sheet must not keep the app
 * from starting).
 */
export function applyPreloadedStylesheets(root: ParentNode = document): Promise<void> {
  const links = [...root.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-sheet]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
