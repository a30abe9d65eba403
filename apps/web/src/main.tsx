import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { initI18n } from './lib/i18n';
import { App } from './app/app';
import { createAppRouter } from './app/router';

// The server's CSP forbids eval (script-src 'self'). zod probes for it with `new Function`, which the
// browser reports as a CSP issue (Lighthouse best practices) even though zod catches the error:
// run zod without its compiled fast path, so it never probes. zod reads its configuration from
// `globalThis.__zod_globalConfig` when it loads (zod/v4/core/core.js): setting it here, before any
// lazy chunk loads zod, keeps zod itself out of the entry chunk (about 4 KB gzipped).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
initI18n();

/**
 * Start-up in three tasks rather than one: the modules' evaluation, the router (the route table's
 * ranking, the URL's match, the loaders' start) and React's first render each take tens of
 * milliseconds on a slow phone; together they were one task of ~190 ms that held every tap and
 * every paint (Lighthouse's blocking time). A macrotask between them lets the browser breathe.
 * Callbacks, not top-level `await`: a graph with top-level await turns off Rolldown's merging of
 * shared chunks, and the login page then loaded three times as many files.
 */
setTimeout(() => {
  const router = createAppRouter();
  setTimeout(() => {
    // The first render as a transition: React renders it in slices of a few milliseconds and lets the
    // browser breathe in between, instead of one long task on a slow phone (Lighthouse's blocking time).
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  }, 0);
}, 0);
