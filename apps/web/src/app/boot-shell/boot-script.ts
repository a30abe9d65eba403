import type { BootHeading } from './headings';

/** What the build writes into `index.html` for the boot script (apps/web/scripts/boot-shell-plugin.ts). */
export interface BootConfig {
  /** The entry module, and the modules it imports statically (`<link rel="modulepreload">`). */
  entry: string;
  modules: readonly string[];
  /** What a signed-in master-data list needs beyond those: its chunks and its stylesheets. */
  listModules: readonly string[];
  listSheets: readonly string[];
  /** The master-data lists' headings, by path (app/boot-shell/headings.ts). */
  headings: Readonly<Record<string, BootHeading>>;
  /** The shell's static markup (header, side panel, main), filled in with the page's heading. */
  shellMarkup: string;
}

/**
 * The boot script, inlined at the end of `<body>` by the build (the API's CSP allows it by its
 * sha256). It runs before any of the app's scripts has been requested:
 *
 * 1. A signed-in visitor opening a master-data list (`#/md-student`) gets the page's frame and its
 *    heading — title and description in the stored language, as the page will render them — in
 *    place of the plain boot screen, and the list's chunks and stylesheets are asked for at once.
 * 2. The app's modules are requested after the first paint (one frame: the page shows before the
 *    browser spends its connections and its main thread on ~300 KB of script). The stylesheets were
 *    already requested by `<link rel="preload">`, which does not hold the paint; `main.tsx` applies
 *    them before React's first render, and that render replaces the shell.
 *
 * It must stay self-contained (it is inlined as its source text) and contain no `<` (it could end
 * its `<script>` element early); the build checks the latter. It mirrors the app's own decisions:
 * a session is a stored token and user (lib/session.ts), the role guard is PAGE_ACCESS, and the
 * language is `id` only when `lang` says so (lib/lang.ts).
 */
export function bootShell(config: BootConfig): void {
  const head = document.head;
  function addLink(rel: string, href: string, asStyle: boolean) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = '/' + href;
    if (asStyle) {
      link.as = 'style';
      link.setAttribute('data-app-sheet', '');
    }
    head.appendChild(link);
  }
  let user: { role?: string; verified?: boolean } | null = null;
  let lang = 1;
  try {
    if (localStorage.getItem('bearerToken')) user = JSON.parse(localStorage.getItem('user') || 'null');
    lang = localStorage.getItem('lang') === 'id' ? 0 : 1;
  } catch {
    user = null;
  }
  const route = /^#(\/md-[a-z-]+)\/?(\?|$)/.exec(location.hash);
  const path = route ? route[1] : '';
  let listModules: readonly string[] = [];
  if (user && path) {
    listModules = config.listModules;
    config.listSheets.forEach(function (sheet) {
      addLink('preload', sheet, true);
    });
  }
  const heading = user && user.verified === true && path ? config.headings[path] : undefined;
  const root = document.getElementById('root');
  if (heading && root && user && heading.roles.includes(user.role as never)) {
    const title = (heading.titleByRole && heading.titleByRole[user.role as never]) || heading.title;
    const logo = root.querySelector('svg');
    root.innerHTML = config.shellMarkup;
    const slot = root.querySelector('[data-boot-logo]');
    if (logo && slot) slot.replaceWith(logo);
    root.querySelector('h1')!.textContent = title[lang]!;
    root.querySelector('p')!.textContent = heading.description[lang]!;
    document.documentElement.lang = lang === 0 ? 'id' : 'en';
  }
  function start() {
    listModules.concat(config.modules).forEach(function (module) {
      addLink('modulepreload', module, false);
    });
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/' + config.entry;
    head.appendChild(script);
  }
  // A tab opened in the background paints nothing until it is shown: start at once there.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
}
