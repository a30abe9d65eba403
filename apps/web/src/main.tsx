import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { initI18n } from './lib/i18n';
import { App } from './app/app';

// The server's CSP forbids eval (script-src 'self'). zod probes for it with `new Function`, which the
// browser reports as a CSP issue (Lighthouse best practices) even though zod catches the error:
// run zod without its compiled fast path, so it never probes. zod reads its configuration from
// `globalThis.__zod_globalConfig` when it loads (zod/v4/core/core.js): setting it here, before any
// lazy chunk loads zod, keeps zod itself out of the entry chunk (about 4 KB gzipped).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
initI18n();

// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser breathe in between, instead of one long task on a slow phone (Lighthouse's blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
